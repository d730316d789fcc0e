/**
 * A label as it reads inside an English sentence: "Enter Case number" should read "Enter case number".
 * The first letter is lowered unless the first word is an acronym ("ID", "IP address"), which keeps its
 * capitals. Used by en-US texts as `{{label, midSentence}}`; Chinese texts have no case and do not use it.
 *
 * @example
 * midSentence('Case number'); // 'case number'
 * midSentence('ID');          // 'ID'
 */
export function midSentence(label: unknown): string {
  const text = String(label ?? '');
  const [first = '', second = ''] = text;
  if (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()) return text;
  return first.toLowerCase() + text.slice(first.length);
}
