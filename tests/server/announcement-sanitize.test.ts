import { describe, expect, it } from 'vitest';
import { sanitizePlainText, sanitizeRichHtml } from '../../server/src/lib/sanitize-html.js';

describe('sanitizeRichHtml', () => {
  it.each([
    ['a script tag and its body', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a script tag in upper case', '<SCRIPT SRC=//evil.example.com/x.js></SCRIPT>ok', 'ok'],
    ['an onerror handler', '<img src="/logo.png" onerror="alert(1)">', '<img src="/logo.png" />'],
    ['an image whose only source is refused', '<img src=javascript:alert(1) onerror=alert(2)>', ''],
    ['a javascript: link', '<a href="javascript:alert(1)">open</a>', '<a>open</a>'],
    [
      'a javascript: link hidden by case and entities',
      '<a href="JaVa&#x09;ScRiPt:alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['svg with onload', '<svg onload="alert(1)"><circle r="4"/></svg>after', 'after'],
    ['an iframe to a foreign host', '<iframe src="https://evil.example.com/x"></iframe>', ''],
    ['a protocol-relative iframe', '<iframe src="//evil.example.com/x"></iframe>', ''],
    ['an iframe that browsers read as //host', '<iframe src="/\\evil.example.com/x"></iframe>', ''],
    ['a style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['forms, objects and embeds', '<form action="/x"><input name="a"></form><object data="x"></object>', ''],
    ['a data: SVG image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    [
      'a handler on an allowed tag',
      '<p onmouseover="alert(1)" style="color:red">x</p>',
      '<p style="color:red">x</p>',
    ],
    [
      'url() in an inline style',
      '<p style="background:url(javascript:alert(1));color:blue">x</p>',
      '<p style="color:blue">x</p>',
    ],
  ])('removes %s', (_name, input, output) => {
    expect(sanitizeRichHtml(input)).toBe(output);
  });

  it('keeps the formatting a rich-text editor produces', () => {
    const html =
      '<h2>Release 3.2</h2><p style="text-align:center"><strong>Bold</strong>, <em>italic</em>, ' +
      '<u>underlined</u> and <span style="color:#ff0000;font-size:16px">red</span>.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>quote</blockquote>' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
      '<p><a href="https://example.com/notes" title="notes">notes</a> <a href="/isps/userAnnouncement">mine</a></p>' +
      '<img src="https://static.example.com/a.png" alt="diagram" width="200">' +
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">' +
      '<iframe src="/download/doc" width="600" height="400"></iframe>';
    expect(sanitizeRichHtml(html)).toBe(html.replace(/(<img[^>]*)>/g, '$1 />'));
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeRichHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('sanitizePlainText', () => {
  it.each([
    ['<b>Maintenance</b> &amp; upgrade<script>alert(1)</script>', 'Maintenance & upgrade'],
    ['<img src=x onerror=alert(1)>Security notice', 'Security notice'],
    ['&lt;img src=x onerror=alert(1)&gt;Encoded', 'Encoded'],
    ['&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;Twice', 'Twice'],
    ['CPU > 90% & disk < 10%', 'CPU > 90% & disk < 10%'],
    ['  Tom & "Jerry"  ', 'Tom & "Jerry"'],
  ])('reduces %j to %j', (input, output) => {
    expect(sanitizePlainText(input)).toBe(output);
  });
});
