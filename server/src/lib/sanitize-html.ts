// HTML sanitising for stored rich text (announcement content, model properties with x-sanitize: "html")
// and for plain-text fields that must not carry markup (titles). An allow-list, not a block-list: only
// the tags, attributes, inline styles and URL schemes below survive. Scripts, styles, event handlers,
// javascript:/vbscript: URLs, data: URLs outside raster images, SVG, forms, and iframes that do not
// point to a path on our own origin are gone. The browser sanitises again with DOMPurify when it shows
// the content; this is the stored-data half.
import sanitize, { type IOptions, type Attributes } from 'sanitize-html';
import { ownMap, ownValue } from './own-map.js';

const TEXT_TAGS = ['p', 'br', 'hr', 'div', 'span', 'font', 'blockquote', 'pre', 'code', 'sub', 'sup'];
const INLINE_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small'];
const BLOCK_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'figure', 'figcaption'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'];

// Values made of colours, lengths, keywords and numbers only: no url(), expression() or quotes.
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i];
const LENGTH = [/^-?[\d.]+(px|pt|em|rem|%)?$/i, /^[a-z-]+$/i];
const STYLES: IOptions['allowedStyles'] = {
  '*': {
    color: COLOR,
    'background-color': COLOR,
    'text-align': [/^(left|right|center|justify|start|end)$/],
    'text-decoration': [/^[a-z\s-]+$/i],
    'font-size': LENGTH,
    'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
    'font-style': [/^(normal|italic|oblique)$/],
    'font-family': [/^[\w\s,"'-]+$/],
    'line-height': LENGTH,
    'padding-left': LENGTH,
    'margin-left': LENGTH,
    'text-indent': LENGTH,
    width: LENGTH,
    height: LENGTH,
    'vertical-align': [/^[a-z-]+$/],
    'border-collapse': [/^(collapse|separate)$/],
  },
};

/** data: URLs an <img> may use: raster formats only (an SVG could carry script when opened on its own). */
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;
/** An iframe may only show a path on our own origin: `/…`, never `//host` or `/\host` (browsers read both as a host). */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\s\\]*$/;

function withoutAttribute(attribs: Attributes, name: string): Attributes {
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

const RICH_TEXT: IOptions = {
  allowedTags: [...TEXT_TAGS, ...INLINE_TAGS, ...BLOCK_TAGS, ...TABLE_TAGS, 'a', 'img', 'iframe'],
  allowedAttributes: {
    '*': ['style', 'title', 'align'],
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'frameborder', 'allowfullscreen'],
    font: ['color', 'size', 'face'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'width', 'scope'],
    col: ['span', 'width'],
    ol: ['start', 'type'],
  },
  allowedStyles: STYLES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [],
  allowIframeRelativeUrls: true,
  // Script, style, textarea… are dropped with their content, not just their tags.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      // A link that opens a new tab must not hand the new page a handle on ours.
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => {
      const src = attribs.src ?? '';
      const badData = /^\s*data:/i.test(src) && !RASTER_DATA_URL.test(src);
      return { tagName, attribs: badData ? withoutAttribute(attribs, 'src') : attribs };
    },
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: SAME_ORIGIN_PATH.test(attribs.src ?? '') ? attribs : withoutAttribute(attribs, 'src'),
    }),
  },
  // An image or frame whose source was refused is removed altogether rather than left empty.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

const PLAIN_TEXT: IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

const ENTITIES = ownMap({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" });

/**
 * Cleans rich-text HTML for storage with the allow-list above.
 *
 * @example
 * sanitizeRichHtml('<p onclick="x()">Hi<script>alert(1)</script></p>'); // '<p>Hi</p>'
 */
export function sanitizeRichHtml(html: string): string {
  return sanitize(html, RICH_TEXT);
}

/**
 * Reduces a field that is plain text (a title, a summary) to its text: tags and their scripts are
 * removed and entities decoded, repeatedly, so no tag-shaped text (`<img …`) survives even when it was
 * sent entity-encoded. Comparisons such as `CPU > 90%` or `a < b` are kept. Render the result as text.
 *
 * @example
 * sanitizePlainText('<b>Maintenance</b> &amp; upgrade<script>x</script>'); // 'Maintenance & upgrade'
 */
export function sanitizePlainText(text: string): string {
  let current = text;
  for (let round = 0; round < 3; round += 1) {
    const next = sanitize(current, PLAIN_TEXT).replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_m, name: string) => ownValue(ENTITIES, name) ?? '',
    );
    if (next === current && !/<[a-z!/?]/i.test(next)) return next.trim();
    current = next;
  }
  // Still tag-shaped after three rounds: keep the text, drop the angle brackets.
  return current.replace(/[<>]/g, '').trim();
}
