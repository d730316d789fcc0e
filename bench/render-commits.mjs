// React's commits during the render bench's cold load (issue 16): which components rendered in each
// commit from navigation to the 100 rows painted. A CPU profile shows React's own functions, not which
// of the console's components made them run; this shows, per commit, when it happened, how many
// component fibers rendered or mounted, and the components that rendered most, so a tree that renders
// again for nothing is seen. The product is built unminified (names survive), as for the profiles.
//
// It installs the hook React's DevTools use (`__REACT_DEVTOOLS_GLOBAL_HOOK__`; production React calls
// it too) and walks each committed tree as DevTools do: a subtree whose children are the previous
// commit's is skipped, a component counts when React flagged that it performed work.
//
//   node bench/render-commits.mjs [--loads 2] [--top 8]
import { arg, launchChromium } from './render-app.mjs';
import { paintedMetrics } from './render-page.mjs';
import { coldContext, profileTarget, ROW } from './render-profile-target.mjs';

const LOADS = Number(arg('loads', 2));
const TOP = Number(arg('top', 8));

/** Runs in the page before React loads: records each commit's rendered and mounted components. */
const HOOK = `(() => {
  const commits = (window.__commits = []);
  // Frames, to see which commits one paint waited for.
  const frames = (window.__frames = []);
  const frame = (t) => { frames.push(t); if (frames.length < 2000) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  // Fiber tags (React 18) of the components that render: function, class, forwardRef, memo, simple memo.
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const nameOf = (fiber) => {
    const type = fiber.elementType ?? fiber.type;
    if (!type) return '?';
    if (typeof type === 'function') return type.displayName || type.name || 'anonymous';
    const inner = type.render ?? type.type;
    return type.displayName || (inner && (inner.displayName || inner.name)) || 'anonymous';
  };
  const rendered = new Map();
  let count = 0;
  let mounted = 0;
  const add = (fiber) => {
    const name = nameOf(fiber);
    rendered.set(name, (rendered.get(name) ?? 0) + 1);
    count += 1;
  };
  const mount = (fiber) => {
    for (let f = fiber; f; f = f.sibling) {
      if (COMPONENT.has(f.tag)) { add(f); mounted += 1; }
      if (f.child) mount(f.child);
    }
  };
  // Where a re-render started: a component that rendered below none that did (its state or a context
  // changed), named with its nearest named parents.
  const origins = [];
  const pathOf = (fiber) => {
    const names = [];
    for (let f = fiber; f && names.length < 4; f = f.return) if (COMPONENT.has(f.tag)) names.push(nameOf(f));
    return names.reverse().join(' > ');
  };
  const update = (next, prev, parentRendered) => {
    const didRender = COMPONENT.has(next.tag) && (next.flags & 1) === 1;
    if (didRender) {
      add(next);
      if (!parentRendered && origins.length < 6) origins.push(pathOf(next));
    }
    if (next.child === prev.child) return;
    for (let child = next.child; child; child = child.sibling) {
      if (child.alternate) update(child, child.alternate, didRender || (parentRendered && !COMPONENT.has(next.tag)));
      else { if (COMPONENT.has(child.tag)) { add(child); mounted += 1; } if (child.child) mount(child.child); }
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const at = performance.now();
      rendered.clear();
      origins.length = 0;
      count = 0;
      mounted = 0;
      const current = root.current;
      if (current.alternate) update(current, current.alternate, false);
      else if (current.child) mount(current.child);
      const top = [...rendered.entries()].sort((a, b) => b[1] - a[1]).slice(0, ${TOP});
      commits.push({ at, count, mounted, top, origins: [...origins], rows: document.querySelectorAll('${ROW}').length });
    },
  };
})();`;

const target = await profileTarget(false);
const browser = await launchChromium();
try {
  for (let load = 0; load <= LOADS; load += 1) {
    const context = await coldContext(browser, target.login, HOOK);
    const page = await context.newPage();
    await page.goto(target.url, { waitUntil: 'commit' });
    const painted = await paintedMetrics(page, { rowSelector: ROW, rows: 100, dataUrlPart: target.list });
    const { commits, frames, loads } = await page.evaluate(() => ({
      commits: window.__commits,
      frames: window.__frames,
      // When the API answers and the page's own chunks arrived.
      loads: performance
        .getEntriesByType('resource')
        .filter((e) => /\/(sys|biz)\/|ListPage|SchemaPage|BasicLayout|index-/.test(e.name))
        .map((e) => [e.responseEnd, e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 50)]),
    }));
    await context.close();
    if (load === 0) continue; // warms the server and the file cache
    const before = commits.filter((c) => c.at <= painted.paintedAt);
    const total = before.reduce((sum, c) => sum + c.count, 0);
    console.log(
      `\nload ${load}: rows painted at ${painted.paintedAt.toFixed(0)} ms; ${before.length} commits before, ` +
        `${total} component renders`,
    );
    // Frames more than 50 ms apart: the main thread was busy in between.
    const gaps = frames.filter((t, i) => i > 0 && t <= painted.paintedAt && t - frames[i - 1] > 50);
    let gap = 0;
    const arrivals = loads.filter(([at]) => at <= painted.paintedAt).sort((a, b) => a[0] - b[0]);
    let arrival = 0;
    for (const c of before) {
      for (; gap < gaps.length && gaps[gap] < c.at; gap += 1)
        console.log(`${gaps[gap].toFixed(0).padStart(6)} ms  frame`);
      for (; arrival < arrivals.length && arrivals[arrival][0] < c.at; arrival += 1)
        console.log(`${arrivals[arrival][0].toFixed(0).padStart(6)} ms  in: ${arrivals[arrival][1]}`);
      const names = c.top.map(([name, n]) => `${name} ${n}`).join(', ');
      console.log(
        `${c.at.toFixed(0).padStart(6)} ms  ${String(c.count).padStart(5)} rendered (${c.mounted} new), ` +
          `rows ${c.rows}: ${names}`,
      );
      for (const origin of c.origins) console.log(`${' '.repeat(16)}from ${origin}`);
    }
    for (; gap < gaps.length; gap += 1) console.log(`${gaps[gap].toFixed(0).padStart(6)} ms  frame`);
  }
} finally {
  await browser.close();
  await target.close();
}
