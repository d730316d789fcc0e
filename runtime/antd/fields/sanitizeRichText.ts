// Rich text is HTML the user wrote: only ever stored or shown after DOMPurify has removed scripts,
// event attributes, javascript: URLs, frames and forms.
import DOMPurify from 'dompurify';

/**
 * Sanitised HTML; '' for nothing but the empty paragraph an emptied editor leaves behind.
 *
 * @example
 * sanitizeRichText('<p onclick="x()">Hi<script>x()</script></p>'); // '<p>Hi</p>'
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  }).trim();
  return /^(<p>)?(<br\s*\/?>)?(<\/p>)?$/i.test(clean) ? '' : clean;
}

/**
 * Whether a link the user typed may go into the document (http, https or mailto only).
 *
 * @example
 * safeLink('javascript:alert(1)'); // false
 */
export function safeLink(url: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(url.trim());
}
