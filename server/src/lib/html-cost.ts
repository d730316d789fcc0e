// What an HTML text would cost the sanitiser, measured in one linear pass before it runs. The HTML
// parser under sanitize-html keeps a stack of open elements and pays for each new element in
// proportion to that stack, so 200,000 unclosed `<b>` took 17 s and blocked every other request
// (issue 15). A text nested deeper than any editor writes, or with more tags than any announcement
// holds, is refused with a 400 naming the field before the parser sees it.

/** Deeper than this is not something a rich-text editor produces. */
export const MAX_HTML_DEPTH = 100;
/** More tags than this (about 0.2 s of sanitising here) is not an announcement. */
export const MAX_HTML_TAGS = 20_000;

export type HtmlCostProblem = 'htmlTooDeep' | 'htmlTooManyTags';

const VOID = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '));
/** Elements a new sibling of the same name closes (`<p>a<p>b` is two paragraphs, not nested). */
const SELF_SIBLING = new Set(['p', 'li', 'dt', 'dd', 'option', 'tr', 'td', 'th']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g;

/**
 * Why `html` is too costly to sanitise, or null. Linear in its length: the stack it keeps never
 * exceeds MAX_HTML_DEPTH, so each closing tag searches at most that many entries.
 *
 * @example
 * htmlCostProblem('<b>'.repeat(200_000)); // 'htmlTooDeep'
 * htmlCostProblem('<p>Hello <b>there</b></p>'); // null
 */
export function htmlCostProblem(html: string): HtmlCostProblem | null {
  if (!html.includes('<')) return null;
  const open: string[] = [];
  let tags = 0;
  for (const match of html.matchAll(TAG)) {
    tags += 1;
    if (tags > MAX_HTML_TAGS) return 'htmlTooManyTags';
    const name = (match[2] ?? '').toLowerCase();
    if (match[1] === '/') {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    if (match[3] === '/' || VOID.has(name)) continue;
    if (SELF_SIBLING.has(name) && open[open.length - 1] === name) open.pop();
    open.push(name);
    if (open.length > MAX_HTML_DEPTH) return 'htmlTooDeep';
  }
  return null;
}

/**
 * The message key and limit of htmlCostProblem's answer, or null.
 *
 * @example
 * const costly = htmlCost(text); // { key: 'htmlTooDeep', limit: 100 }
 */
export function htmlCost(html: string): { key: HtmlCostProblem; limit: number } | null {
  const problem = htmlCostProblem(html);
  if (problem === null) return null;
  return { key: problem, limit: problem === 'htmlTooDeep' ? MAX_HTML_DEPTH : MAX_HTML_TAGS };
}
