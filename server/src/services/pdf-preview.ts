// GET /sys/common/pdf/pdfPreviewIframe?file=…: JeecgBoot's pdf.js viewer page, opened in a frame by
// its screens with the file's link. Ours is a minimal page that frames one PDF of our own static store
// (`/sys/common/static/…` with preview=1): `file` may only name such a stored path — with or without
// the API base and static prefix — never a URL with a scheme or host, `..`, a backslash or a query,
// so the page can neither be turned into a redirect nor show anything from elsewhere.
import { escapeHtml } from './announcement-page.js';
import { PDF_TYPE, staticFile, type StaticFile } from './static-path.js';

const STATIC_PREFIX = '/sys/common/static/';

/** The page's policy: no script, the one frame from our origin, nothing else loads. */
export const PDF_PAGE_CSP = [
  "default-src 'none'",
  "frame-src 'self'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The stored PDF a `file` parameter names, or null when it names anything else.
 *
 * @example
 * pdfFileOf('/api/sys/common/static/biz_case/3f…9a.pdf', '/api', isBiz); // { path: 'biz_case/3f…9a.pdf', … }
 * pdfFileOf('https://evil.example/x.pdf', '/api', isBiz); // null
 */
export function pdfFileOf(file: string, apiBase: string, isBiz: (biz: string) => boolean): StaticFile | null {
  if (/[\\?#\s%]|\.\.|:|^\/\//.test(file)) return null;
  let path = file;
  for (const prefix of [`${apiBase}${STATIC_PREFIX}`, STATIC_PREFIX]) {
    if (path.startsWith(prefix)) {
      path = path.slice(prefix.length);
      break;
    }
  }
  if (path.startsWith('/')) return null;
  const stored = staticFile(path, isBiz);
  return stored?.contentType === PDF_TYPE ? stored : null;
}

/**
 * The page framing the stored PDF (its link is built here from the checked path, never from the input).
 *
 * @example
 * reply.type('text/html; charset=utf-8').send(pdfPreviewPage('/api', stored, 'Preview'));
 */
export function pdfPreviewPage(apiBase: string, stored: StaticFile, title: string): string {
  const src = `${apiBase}${STATIC_PREFIX}${stored.path.split('/').map(encodeURIComponent).join('/')}?preview=1`;
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%}</style>
</head>
<body><iframe src="${escapeHtml(src)}" title="${escapeHtml(stored.name)}"></iframe></body>
</html>
`;
}
