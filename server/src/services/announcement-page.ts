// The reader's page of one announcement (GET /sys/annountCement/show/{id}; JeecgBoot renders it from
// showContent.ftl for third-party apps that open a link). Everything the page shows is escaped, the
// content goes through the same allow-list sanitiser as on save (a row written before that sanitiser,
// or by hand, is cleaned here too), and the page carries its own strict Content-Security-Policy: no
// script at all, images from us or raster data: URLs, frames only from our origin.
import type { SysAnnouncement } from '../db/announcement-types.js';
import { message, type Lang } from '../i18n/messages.js';
import { sanitizeRichHtml } from '../lib/sanitize-html.js';

/** The page's policy: nothing runs, nothing loads from elsewhere, nothing is submitted. */
export const ANNOUNCEMENT_PAGE_CSP = [
  "default-src 'none'",
  "img-src 'self' data:",
  // Inline style attributes survive the sanitiser's allow-list (colours, sizes, alignment).
  "style-src 'unsafe-inline'",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text safe inside an element or a quoted attribute.
 *
 * @example
 * escapeHtml('<b>"x"</b>'); // '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * The whole HTML document of an announcement for its reader.
 *
 * @example
 * reply.type('text/html; charset=utf-8').send(announcementPage(row, 'zh-CN'));
 */
export function announcementPage(row: SysAnnouncement, lang: Lang): string {
  const title = escapeHtml(row.titile ?? '');
  const meta = [
    row.sender ? `${message(lang, 'anntPageSender')}: ${escapeHtml(row.sender)}` : '',
    row.send_time ? `${message(lang, 'anntPageTime')}: ${escapeHtml(row.send_time)}` : '',
  ].filter(Boolean);
  return `<!doctype html>
<html lang="${lang === 'en-US' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:24px auto;padding:0 16px;color:#1f1f1f}header{border-bottom:1px solid #eee;margin-bottom:16px}h1{font-size:22px}.meta{color:#888;font-size:13px}img{max-width:100%}</style>
</head>
<body>
<header><h1>${title}</h1><p class="meta">${meta.join(' &middot; ')}</p></header>
<main>${sanitizeRichHtml(row.msg_content ?? '')}</main>
</body>
</html>
`;
}
