import DOMPurify from 'dompurify';
import { useMemo, type CSSProperties } from 'react';

// An instance of our own, so the link hook below does not change how other code's DOMPurify behaves.
const purify = DOMPurify(window);

// Links in announcements open outside the console; noopener keeps the opened page from reaching back.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Announcement HTML made safe to render: DOMPurify removes scripts, event-handler attributes,
 * `javascript:` URLs, iframes and forms, whatever the server stored (SPEC §2; the server sanitises on
 * write too, this is the second line).
 *
 * @example
 * sanitizeHtml('<b onclick="x()">hi</b><script>x()</script>'); // '<b>hi</b>'
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    ADD_ATTR: ['target'],
  });
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
}

/**
 * Renders announcement HTML after sanitising it; never renders the raw string.
 *
 * @example
 * <SafeHtml html={announcement.msgContent} />
 */
export function SafeHtml({ html, className, style }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className}
      style={{ overflowWrap: 'anywhere', ...style }}
      // The string went through DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
