import { sanitizeRichText } from '../fields/sanitizeRichText';

/**
 * Stored HTML, sanitised here whatever the server stored (its own chunk: DOMPurify loads only where
 * HTML is shown).
 *
 * @example
 * <HtmlValue value="<p>Hello</p>" />
 */
export default function HtmlValue({ value }: { value: string }) {
  return (
    <div style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: sanitizeRichText(value) }} />
  );
}
