// In-page measurements of the render bench, the same for every renderer: when the rows are painted
// (performance.now() of the frame after they are in the DOM, relative to navigation start), when the
// list data arrived (Resource Timing's responseEnd), and animation-frame intervals while scrolling.

/**
 * Waits until `until` (a JS expression evaluated in the page) holds, then for the next frame.
 * Returns { paintedAt, navToRows, dataToRows } in ms; dataToRows is measured from the last response
 * whose URL contains `dataUrlPart`.
 */
export function whenPainted(page, { until, dataUrlPart, timeoutMs = 60_000 }) {
  // A script string rather than a function: `until` is the bench's own expression, tested every frame.
  return page.evaluate(`(async () => {
    const start = performance.now();
    const paintedAt = await new Promise((resolve, reject) => {
      const tick = () => {
        if (${until}) requestAnimationFrame(() => resolve(performance.now()));
        else if (performance.now() - start > ${timeoutMs}) reject(new Error(${JSON.stringify(`timed out: ${until}`)}));
        else requestAnimationFrame(tick);
      };
      tick();
    });
    const data = performance.getEntriesByType('resource').filter((e) => e.name.includes(${JSON.stringify(dataUrlPart)}));
    const dataEnd = data.length ? data[data.length - 1].responseEnd : NaN;
    return { paintedAt, navToRows: paintedAt, dataToRows: paintedAt - dataEnd };
  })()`);
}

/** `rows` rows matching `rowSelector` painted. */
export function paintedMetrics(page, { rowSelector, rows, dataUrlPart, timeoutMs }) {
  const until = `document.querySelectorAll(${JSON.stringify(rowSelector)}).length >= ${rows}`;
  return whenPainted(page, { until, dataUrlPart, timeoutMs });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Wheel-scrolls over the rows (60 notches of 300 px, one every ~16 ms, as a fast trackpad flick
 * does) while recording every animation-frame interval; returns their p50, p95 and max, how many took
 * longer than 50 ms, and whether the list really moved.
 */
export async function scrollFrames(page, rowSelector) {
  const box = await page.locator(rowSelector).first().boundingBox();
  await page.mouse.move(box.x + Math.min(300, box.width / 2), box.y + box.height / 2);
  const position = () =>
    page.evaluate(
      (sel) => `${window.scrollY}|${document.querySelector(sel)?.textContent?.slice(0, 60)}`,
      rowSelector,
    );
  const before = await position();
  await page.evaluate(() => {
    window.__frames = [];
    window.__stopFrames = false;
    let last = performance.now();
    const frame = (t) => {
      window.__frames.push(t - last);
      last = t;
      if (!window.__stopFrames) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  for (let i = 0; i < 60; i += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(500);
  const frames = await page.evaluate(() => {
    window.__stopFrames = true;
    return window.__frames.slice(1);
  });
  const after = await position();
  return { ...frameStats(frames), scrolled: before !== after ? 'yes' : 'NO' };
}

/** p50, p95 and max of frame intervals, and how many took longer than 50 ms. */
function frameStats(frames) {
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    frames: frames.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1),
    long: frames.filter((f) => f > 50).length,
  };
}

/**
 * Wheel-scrolls an infinite list to its end (notches of `step` px every ~16 ms, as a user dragging
 * through it would, while the list appends page after page) until `done` (a JS expression in the page)
 * holds, recording every animation-frame interval. Returns the frame figures and `allAt`, the
 * performance.now() at which `done` first held (ms from navigation).
 */
export async function scrollThrough(page, rowSelector, done, { step = 2000, timeoutMs = 240_000 } = {}) {
  const box = await page.locator(rowSelector).first().boundingBox();
  await page.mouse.move(box.x + Math.min(300, box.width / 2), box.y + box.height / 2);
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__stopFrames = false;
    window.__allAt = undefined;
    window.__longFrames = [];
    let last = performance.now();
    const frame = (t) => {
      window.__frames.push(t - last);
      if (t - last > 50) window.__longFrames.push({ at: Math.round(t), ms: Math.round(t - last) });
      last = t;
      if (window.__allAt === undefined && (${done})) window.__allAt = t;
      if (!window.__stopFrames) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(() => window.__allAt !== undefined))) {
    if (Date.now() > deadline) throw new Error(`timed out scrolling to: ${done}`);
    await page.mouse.wheel(0, step);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(500);
  const { frames, allAt, longFrames } = await page.evaluate(() => {
    window.__stopFrames = true;
    return { frames: window.__frames.slice(1), allAt: window.__allAt, longFrames: window.__longFrames };
  });
  // longFrames: when each frame over 50 ms ended (performance.now()) and its length (bench/render-infinite.mjs)
  return { ...frameStats(frames), allAt, longFrames };
}

/**
 * Turns to the next page (a click on `nextSelector`) and times the new rows: from the click, and from
 * the page's data arriving when it is fetched. The app is warm by then, so this is the render itself.
 */
export async function nextPageRender(page, { rowSelector, rows, nextSelector, dataUrlPart }) {
  const first = await page.locator(rowSelector).first().textContent();
  await page.evaluate(() => {
    window.__clickAt = undefined;
    document.addEventListener('click', () => (window.__clickAt ??= performance.now()), { capture: true });
  });
  await page.locator(nextSelector).first().click();
  const sel = JSON.stringify(rowSelector);
  const until =
    `window.__clickAt !== undefined && document.querySelector(${sel})?.textContent !== ${JSON.stringify(first)}` +
    ` && document.querySelectorAll(${sel}).length >= ${rows}`;
  const painted = await whenPainted(page, { until, dataUrlPart });
  const clickAt = await page.evaluate(() => window.__clickAt);
  const fetched = painted.paintedAt - painted.dataToRows > clickAt;
  return { clickToRows: painted.paintedAt - clickAt, dataToRows: fetched ? painted.dataToRows : NaN };
}
