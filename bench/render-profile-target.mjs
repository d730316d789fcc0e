// What both render profiles (render-profile.mjs: the warm turn; render-profile-cold.mjs: the cold load)
// run against: the product built unminified (function names survive) with the render bench's rows, and
// with --ceiling the plain antd Table page of bench/peers on the same rows.
import { join } from 'node:path';
import { sessionInitScript } from './render-app.mjs';
import { startPeerServer } from './render-peers.mjs';
import { CASE_COLUMNS } from './render-data.mjs';
import { PEERS, buildPeers, startProduct } from './render.mjs';

export const ROW = '.ant-table-row';

/**
 * The profiled page: its URL, the part of its data request's URL, the signed-in login and `close`.
 *
 * @example
 * const target = await profileTarget(process.argv.includes('--ceiling'));
 */
export async function profileTarget(ceiling, { minify = false } = {}) {
  const product = await startProduct({ minify });
  if (ceiling) buildPeers();
  const peers = ceiling
    ? await startPeerServer(join(PEERS, 'dist'), product.records, CASE_COLUMNS, product.login)
    : undefined;
  return {
    url: peers ? `${peers.base}/ceiling.html?rows=100&total=500` : `${product.base}/caseManage/list`,
    list: peers ? '/data/rows' : '/biz/case/list',
    login: product.login,
    serverPid: product.serverPid,
    close: async () => {
      await peers?.close();
      await product.cleanup();
    },
  };
}

/**
 * A new browser context for one cold load of the profiled page, as the render bench opens it (its
 * viewport and locale, every resource entry kept, signed in), with `initScripts` run before the app.
 *
 * @example
 * const context = await coldContext(browser, target.login);
 */
export async function coldContext(browser, login, ...initScripts) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript('performance.setResourceTimingBufferSize(10000);');
  await context.addInitScript(sessionInitScript(login));
  for (const script of initScripts) await context.addInitScript(script);
  return context;
}
