// The seven monitoring pages in one lazy chunk, loaded by register.ts on the first monitoring route.
// One chunk rather than seven: every page shares antd pieces (alerts, icons, progress) with the shell
// and list chunks, and seven separate importers made the bundler split those pieces into extra small
// chunks on the shell + list route, which its 450 KB budget cannot spare (measured: +1.9 KB gzip).
import type { PageModule } from '../../runtime/render';
import { DiskPage } from './DiskPage';
import { HttpServerPage } from './HttpServerPage';
import { HttpTracePage } from './HttpTracePage';
import { NodeRuntimePage } from './NodeRuntimePage';
import { RedisInfoPage } from './RedisInfoPage';
import { RedisTerminalPage } from './RedisTerminalPage';
import { SystemPage } from './SystemPage';

/** The page modules by menu component name. */
export const MONITOR_PAGES: Record<string, PageModule> = {
  'modules/monitor/JvmInfo': { default: NodeRuntimePage },
  'modules/monitor/TomcatInfo': { default: HttpServerPage },
  'modules/monitor/SystemInfo': { default: SystemPage },
  'modules/monitor/DiskMonitoring': { default: DiskPage },
  'modules/monitor/HttpTrace': { default: HttpTracePage },
  'modules/monitor/RedisInfo': { default: RedisInfoPage },
  'monitor/RedisTerminal': { default: RedisTerminalPage },
};
