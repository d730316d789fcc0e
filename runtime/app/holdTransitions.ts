// A console page loaded cold arrives in its final state, part after part: the tab bar's ink bar
// slid in from 0 px, the select-all box enabled once the rows are in, the side menu's item coloured
// as the route selects it. Each of those is a 100–300 ms CSS transition, and while any runs the
// browser lays out and paints the whole page again every frame: ~18 ms a frame for ~300 ms after the
// rows on a 2-core machine, which fell into a page turn made then (issue 16, bench/README.md, the
// warm turn). So transitions are off from the first render until the user first points, presses a
// key, scrolls or touches; from then on everything animates as usual. Animations (a spinner) are
// not held.

/**
 * The class on <html> that holds transitions; its rule comes with it. Elements only: a rule for every
 * element's ::before and ::after made the browser style two pseudo-elements per element, and taking
 * it off again cost more than the transitions it held (render-ab, first turns +22 %).
 */
export const HOLD_CLASS = 'app-transitions-held';
const HOLD_RULE = `.${HOLD_CLASS} * { transition: none !important; }`;
/** The first input that lets transitions run (capture phase: before any handler changes a style). */
const RELEASE_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Holds CSS transitions in `doc` until the user's first input. Returns the release (also called by
 * that first input), for a caller that knows better.
 *
 * @example
 * if (startColdLoad()) holdTransitionsUntilInput();
 */
export function holdTransitionsUntilInput(doc: Document = document): () => void {
  const root = doc.documentElement;
  const style = doc.createElement('style');
  style.textContent = HOLD_RULE;
  doc.head.append(style);
  root.classList.add(HOLD_CLASS);
  const release = () => {
    // Taking `transition: none` off starts no transition: only later style changes animate.
    root.classList.remove(HOLD_CLASS);
    style.remove();
    for (const type of RELEASE_EVENTS) doc.removeEventListener(type, release, true);
  };
  for (const type of RELEASE_EVENTS) doc.addEventListener(type, release, { capture: true, passive: true });
  return release;
}
