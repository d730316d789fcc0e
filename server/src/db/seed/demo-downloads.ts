// DEMO DATA: the download center's versions, hotfixes and documents, inserted once when their tables are
// first created. Products are names of the demo product catalogue (crud/demo-categories.ts); numbers,
// dates and notes are invented. Dates are days before the first start, so the list stays "recent".

export interface DemoVersion {
  product: string;
  versionNo: string;
  title: string;
  daysAgo: number;
  /** dict release_status: 0 草稿, 1 已发布, 2 停止支持 */
  status: '0' | '1' | '2';
  /** Days after release when support ends (null: open-ended). */
  supportDays: number | null;
  notes: readonly string[];
}

export interface DemoHotfix {
  hotfixNo: string;
  title: string;
  product: string;
  appliesTo: string;
  /** dict hotfix_severity: 1 低, 2 中, 3 高, 4 严重 */
  severity: '1' | '2' | '3' | '4';
  daysAgo: number;
  status: '0' | '1' | '2';
  fixes: readonly string[];
}

export interface DemoDoc {
  title: string;
  /** dict download_doc_type: 1 安装指南, 2 用户手册, 3 发行说明, 4 白皮书, 5 API 参考 */
  docType: '1' | '2' | '3' | '4' | '5';
  product: string;
  versionNo: string | null;
  language: 'zh-CN' | 'en-US';
  daysAgo: number;
  status: '0' | '1' | '2';
  summary: string;
}

const ECS = '云服务器 ECS';
const OSS = '对象存储 OSS';
const K8S = '容器服务 Kubernetes 版';
const RDS_PG = 'PostgreSQL 版';

export const DEMO_VERSIONS: readonly DemoVersion[] = [
  {
    product: ECS,
    versionNo: '3.3.0-beta',
    title: '云服务器 ECS 管理代理 3.3 预览版',
    daysAgo: 2,
    status: '0',
    supportDays: null,
    notes: ['新增 ARM 实例的热迁移支持', '预览版，仅供内部验证'],
  },
  {
    product: ECS,
    versionNo: '3.2.1',
    title: '云服务器 ECS 管理代理 3.2.1',
    daysAgo: 12,
    status: '1',
    supportDays: 730,
    notes: ['修复高负载下监控数据丢点的问题', '升级内置 OpenSSL 至 3.0.15'],
  },
  {
    product: ECS,
    versionNo: '3.2.0',
    title: '云服务器 ECS 管理代理 3.2',
    daysAgo: 75,
    status: '1',
    supportDays: 730,
    notes: ['支持实例元数据服务 v2', '启动时间缩短约 30%', '新增磁盘健康度上报'],
  },
  {
    product: ECS,
    versionNo: '3.1.4',
    title: '云服务器 ECS 管理代理 3.1.4',
    daysAgo: 210,
    status: '1',
    supportDays: 365,
    notes: ['长期支持版本的安全更新'],
  },
  {
    product: ECS,
    versionNo: '2.9.8',
    title: '云服务器 ECS 管理代理 2.9.8',
    daysAgo: 700,
    status: '2',
    supportDays: 540,
    notes: ['2.x 系列最后一个版本，已停止支持，请升级至 3.x'],
  },
  {
    product: OSS,
    versionNo: '5.4.0',
    title: '对象存储 OSS 网关 5.4',
    daysAgo: 20,
    status: '1',
    supportDays: 730,
    notes: ['新增 S3 兼容的多段上传续传', '支持按前缀的生命周期规则'],
  },
  {
    product: OSS,
    versionNo: '5.3.2',
    title: '对象存储 OSS 网关 5.3.2',
    daysAgo: 96,
    status: '1',
    supportDays: 540,
    notes: ['修复大于 5 GB 对象的范围下载偏移错误'],
  },
  {
    product: K8S,
    versionNo: '1.30.4',
    title: '容器服务 Kubernetes 版发行包 1.30.4',
    daysAgo: 30,
    status: '1',
    supportDays: 420,
    notes: ['基于 Kubernetes 1.30.4', '节点池支持混合实例规格'],
  },
  {
    product: K8S,
    versionNo: '1.28.9',
    title: '容器服务 Kubernetes 版发行包 1.28.9',
    daysAgo: 320,
    status: '2',
    supportDays: 300,
    notes: ['已停止支持'],
  },
  {
    product: RDS_PG,
    versionNo: '16.4.2',
    title: '云数据库 RDS PostgreSQL 版 管控组件 16.4.2',
    daysAgo: 45,
    status: '1',
    supportDays: 900,
    notes: ['支持逻辑复制槽的故障切换', '备份压缩率提升'],
  },
];

export const DEMO_HOTFIXES: readonly DemoHotfix[] = [
  {
    hotfixNo: 'HF-ECS-2026-011',
    title: '管理代理内存泄漏修复',
    product: ECS,
    appliesTo: '3.2.0,3.2.1',
    severity: '3',
    daysAgo: 6,
    status: '1',
    fixes: ['修复长时间运行后管理代理内存持续增长的问题'],
  },
  {
    hotfixNo: 'HF-ECS-2026-007',
    title: 'OpenSSL 安全补丁 (CVE-2026-0001)',
    product: ECS,
    appliesTo: '3.1.4,3.2.0',
    severity: '4',
    daysAgo: 40,
    status: '1',
    fixes: ['升级 OpenSSL，修复远程拒绝服务漏洞'],
  },
  {
    hotfixNo: 'HF-OSS-2026-003',
    title: '范围下载偏移修复',
    product: OSS,
    appliesTo: '5.3.2',
    severity: '2',
    daysAgo: 60,
    status: '1',
    fixes: ['修复大对象范围下载偶发偏移'],
  },
  {
    hotfixNo: 'HF-K8S-2026-002',
    title: '节点自动修复误触发',
    product: K8S,
    appliesTo: '1.30.4',
    severity: '2',
    daysAgo: 9,
    status: '1',
    fixes: ['修复节点短暂失联时误触发自动修复'],
  },
  {
    hotfixNo: 'HF-PG-2026-001',
    title: '备份任务超时调整 (验证中)',
    product: RDS_PG,
    appliesTo: '16.4.2',
    severity: '1',
    daysAgo: 1,
    status: '0',
    fixes: ['调整大实例备份超时时间，验证中'],
  },
];

export const DEMO_DOCS: readonly DemoDoc[] = [
  {
    title: '云服务器 ECS 管理代理 3.2 安装指南',
    docType: '1',
    product: ECS,
    versionNo: '3.2.0',
    language: 'zh-CN',
    daysAgo: 74,
    status: '1',
    summary: '介绍管理代理在 Linux 与 Windows 实例上的安装、升级与卸载。',
  },
  {
    title: 'ECS Agent 3.2 Installation Guide',
    docType: '1',
    product: ECS,
    versionNo: '3.2.0',
    language: 'en-US',
    daysAgo: 70,
    status: '1',
    summary: 'Installing, upgrading and removing the management agent on Linux and Windows instances.',
  },
  {
    title: '对象存储 OSS 网关用户手册',
    docType: '2',
    product: OSS,
    versionNo: '5.4.0',
    language: 'zh-CN',
    daysAgo: 19,
    status: '1',
    summary: '网关部署、存储桶映射、访问控制与监控告警。',
  },
  {
    title: '容器服务 1.30 发行说明',
    docType: '3',
    product: K8S,
    versionNo: '1.30.4',
    language: 'zh-CN',
    daysAgo: 30,
    status: '1',
    summary: '1.30 系列的新功能、变更与已知问题。',
  },
  {
    title: '云数据库高可用架构白皮书',
    docType: '4',
    product: RDS_PG,
    versionNo: null,
    language: 'zh-CN',
    daysAgo: 120,
    status: '1',
    summary: '主备复制、故障切换与跨可用区部署的设计与实测。',
  },
  {
    title: 'OSS Gateway REST API Reference (draft)',
    docType: '5',
    product: OSS,
    versionNo: '5.4.0',
    language: 'en-US',
    daysAgo: 3,
    status: '0',
    summary: 'REST endpoints of the gateway; draft under review.',
  },
];
