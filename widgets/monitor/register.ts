import { registerPage, type PageLoader } from '../../runtime/render';

/** The menu component names of the monitoring pages: JeecgBoot's, but for the terminal (ours). */
const NAMES = [
  'modules/monitor/JvmInfo',
  'modules/monitor/TomcatInfo',
  'modules/monitor/SystemInfo',
  'modules/monitor/DiskMonitoring',
  'modules/monitor/HttpTrace',
  'modules/monitor/RedisInfo',
  'monitor/RedisTerminal',
] as const;

// One dynamic import from the entry chunk: the pages share one lazy chunk (see ./pages for why).
const pages = () => import('./pages');

/**
 * Registers the seven monitoring pages under the menu's component names (the Node server answers the
 * JVM and Tomcat entries with its runtime and HTTP server), loaded lazily with the first of them.
 *
 * @example
 * register();
 */
export function register(): void {
  for (const name of NAMES) {
    const loader: PageLoader = () => pages().then((m) => m.MONITOR_PAGES[name]!);
    registerPage(name, loader);
  }
}
