import { registerPage } from '../../runtime/render';

/**
 * Registers the seven monitoring pages under the menu's component names (kept from JeecgBoot; the Node
 * server answers the JVM and Tomcat entries with its runtime and HTTP server). Each page is its own
 * lazy chunk.
 *
 * @example
 * register();
 */
export function register(): void {
  registerPage('monitor/JvmInfo', () => import('./NodeRuntimePage'));
  registerPage('monitor/TomcatInfo', () => import('./HttpServerPage'));
  registerPage('monitor/SystemInfo', () => import('./SystemPage'));
  registerPage('monitor/DiskMonitoring', () => import('./DiskPage'));
  registerPage('monitor/HttpTrace', () => import('./HttpTracePage'));
  registerPage('monitor/RedisInfo', () => import('./RedisInfoPage'));
  registerPage('monitor/RedisTerminal', () => import('./RedisTerminalPage'));
}
