import { sanitizeHtml } from '../../bell/SafeHtml';

/**
 * The editor's HTML as it is stored: sanitised, and '' when nothing is left but the empty paragraph or
 * line break browsers leave behind in an emptied contentEditable.
 *
 * @example
 * cleanEditorHtml('<p><br></p>'); // ''
 * cleanEditorHtml('<p onclick="x()">Hi</p>'); // '<p>Hi</p>'
 */
export function cleanEditorHtml(html: string): string {
  const clean = sanitizeHtml(html).trim();
  return /^(<(p|div)>)?(<br\s*\/?>)?(<\/(p|div)>)?$/i.test(clean) ? '' : clean;
}

/**
 * Whether HTML shows nothing: no text and no image, table or rule. Parsed in an inert document, so
 * nothing in it loads or runs.
 *
 * @example
 * isBlankHtml('<p> </p>'); // true
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return !doc.body.textContent?.trim() && !doc.body.querySelector('img, table, hr');
}

/**
 * Whether a link target is one an announcement may carry: http(s), mailto, or a path in the console.
 *
 * @example
 * isSafeLink('javascript:alert(1)'); // false
 */
export function isSafeLink(url: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/[^\s]*)$/i.test(url.trim());
}

/** Escapes text for insertion as HTML. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Runs a formatting command on the focused contentEditable. `execCommand` is deprecated but remains
 * the only way every browser offers to format an editable region while keeping its undo history; the
 * alternative is a bundled editor library, which this project does not carry.
 *
 * @example
 * runCommand('bold');
 * runCommand('formatBlock', '<h2>');
 */
export function runCommand(command: string, value?: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  return document.execCommand(command, false, value);
}

/**
 * Whether a toggle command (bold, lists…) applies at the caret; false where the browser cannot tell.
 *
 * @example
 * isCommandActive('bold');
 */
export function isCommandActive(command: string): boolean {
  try {
    return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  } catch {
    return false;
  }
}
