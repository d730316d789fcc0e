import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CloudOutlined,
  ClusterOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  DownloadOutlined,
  FileOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  HddOutlined,
  HomeOutlined,
  IdcardOutlined,
  MessageOutlined,
  MonitorOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

// An explicit map, never `import * as Icons`: the whole icon set is several hundred KB and would land
// in the layout chunk. Keys are kebab-case base names; menus store JeecgBoot's Iconify name
// (`ant-design:setting-outlined`), and may hold antd's `SettingOutlined` or the v3 `setting`.
const ICONS: Record<string, ComponentType> = {
  apartment: ApartmentOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  'bar-chart': BarChartOutlined,
  bell: BellOutlined,
  book: BookOutlined,
  cloud: CloudOutlined,
  cluster: ClusterOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  desktop: DesktopOutlined,
  download: DownloadOutlined,
  file: FileOutlined,
  'file-text': FileTextOutlined,
  folder: FolderOutlined,
  form: FormOutlined,
  hdd: HddOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  message: MessageOutlined,
  monitor: MonitorOutlined,
  notification: NotificationOutlined,
  profile: ProfileOutlined,
  project: ProjectOutlined,
  safety: SafetyOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  solution: SolutionOutlined,
  table: TableOutlined,
  team: TeamOutlined,
  tool: ToolOutlined,
  user: UserOutlined,
  warning: WarningOutlined,
};

/**
 * `ant-design:bar-chart-outlined`, `BarChartOutlined`, `bar-chart`, `bar-chart-o` → `bar-chart`: every
 * spelling menus use.
 */
function iconKey(name: string): string {
  return name
    .replace(/^ant-design:/, '')
    .replace(/-(outlined|filled|twotone)$/, '')
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/-o$/, '');
}

/**
 * The icon element for a menu item's icon name, or undefined when the name is empty or not mapped.
 *
 * @example
 * menuIcon('ant-design:setting-outlined'); // <SettingOutlined />
 * menuIcon('setting'); // <SettingOutlined />
 */
export function menuIcon(name: string | undefined) {
  if (!name) return undefined;
  const Icon = ICONS[iconKey(name)];
  return Icon ? <Icon /> : undefined;
}
