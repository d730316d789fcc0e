// DEMO DATA: a few small files for the general, document and download-center lists, stored through the storage
// backend on the first start (server/src/files/demo.ts). Names, figures and text are invented.

/** The download-center record a demo file belongs to (its `files` property): the row whose column has the value. */
export interface DemoAttachment {
  table: 'biz_product_version' | 'biz_hotfix' | 'biz_download_doc';
  column: 'version_no' | 'hotfix_no' | 'title';
  value: string;
}

export interface DemoFile {
  category: 'general' | 'document' | 'download';
  folder: string;
  name: string;
  /** '1': every partner may read it. */
  isPublic: '0' | '1';
  content: string;
  attach?: DemoAttachment;
}

export const DEMO_FILES: readonly DemoFile[] = [
  {
    category: 'general',
    folder: '运营报表/2026',
    name: '2026年10月工单统计.csv',
    isPublic: '0',
    content: [
      '区域,新建工单,已解决,平均响应(分钟),满意度',
      '华东,412,398,18,4.7',
      '华北,356,341,21,4.6',
      '华南,287,280,16,4.8',
      '西南,143,137,25,4.5',
      '',
    ].join('\n'),
  },
  {
    category: 'general',
    folder: '运营报表/2026',
    name: '合作伙伴认证进度.csv',
    isPublic: '0',
    content: [
      '公司名称,伙伴级别,认证状态,认证工程师人数',
      '华东云联科技有限公司,金牌,已认证,42',
      '北辰数智信息技术有限公司,白金,已认证,67',
      '蜀道云服信息科技有限公司,银牌,认证中,9',
      '',
    ].join('\n'),
  },
  {
    category: 'general',
    folder: '',
    name: '值班表-2026年11月.txt',
    isPublic: '0',
    content:
      '11月值班安排\n第1周：周涛（一线）、刘洋（二线）\n第2周：孙悦（一线）、黄婷（二线）\n值班电话：400-000-0000\n',
  },
  {
    category: 'document',
    folder: '产品文档',
    name: '弹性云主机快速入门.md',
    isPublic: '1',
    content: [
      '# 弹性云主机快速入门',
      '',
      '1. 在控制台选择地域与可用区，点击“创建实例”。',
      '2. 选择规格（如 4 核 8 GB）与镜像，配置安全组只放行所需端口。',
      '3. 设置登录密钥对，创建完成后通过 SSH 登录。',
      '',
      '> 生产环境建议开启云备份与云监控告警。',
      '',
    ].join('\n'),
  },
  {
    category: 'document',
    folder: '服务协议',
    name: '服务等级协议(SLA)摘要.txt',
    isPublic: '1',
    content:
      '服务等级协议摘要\n单实例月度可用性：99.95%\n故障响应：P1 15 分钟内，P2 1 小时内，P3 4 小时内\n赔偿：按不可用时长折算代金券，最高为当月费用的 30%\n',
  },
  {
    category: 'download',
    folder: '版本',
    name: 'ecs-agent-3.2.1-安装说明.txt',
    isPublic: '1',
    attach: { table: 'biz_product_version', column: 'version_no', value: '3.2.1' },
    content: [
      '云服务器 ECS 管理代理 3.2.1 安装说明',
      '1. 下载安装包并核对 SHA-256 校验和（下载中心的版本详情中列出）',
      '2. 解压：tar -xzf ecs-agent-3.2.1-linux-amd64.tar.gz',
      '3. 以 root 运行 ./install --region cn-east-1',
      '4. 运行 ecs-agent status，状态为 running 即安装完成',
      '',
    ].join('\n'),
  },
  {
    category: 'download',
    folder: '版本',
    name: 'ecs-agent-3.2.1-manifest.json',
    isPublic: '1',
    attach: { table: 'biz_product_version', column: 'version_no', value: '3.2.1' },
    content: `${JSON.stringify(
      {
        product: 'ecs-agent',
        version: '3.2.1',
        released: '2026-10-28',
        platforms: ['linux-amd64', 'linux-arm64', 'windows-amd64'],
        minKernel: '4.18',
      },
      null,
      2,
    )}\n`,
  },
  {
    category: 'download',
    folder: '补丁',
    name: 'HF-ECS-2026-011-说明.txt',
    isPublic: '1',
    attach: { table: 'biz_hotfix', column: 'hotfix_no', value: 'HF-ECS-2026-011' },
    content:
      'HF-ECS-2026-011 管理代理内存泄漏修复\n适用版本：3.2.0、3.2.1\n安装：ecs-agent patch apply HF-ECS-2026-011\n回退：ecs-agent patch revert HF-ECS-2026-011\n',
  },
  {
    category: 'download',
    folder: '文档',
    name: 'ECS管理代理3.2安装指南.md',
    isPublic: '1',
    attach: { table: 'biz_download_doc', column: 'title', value: '云服务器 ECS 管理代理 3.2 安装指南' },
    content:
      '# 云服务器 ECS 管理代理 3.2 安装指南\n\n## 环境要求\n- Linux 内核 4.18 及以上\n- 出方向 443 端口可访问管控面\n\n## 安装\n1. 下载安装包并核对校验和\n2. 运行安装程序\n',
  },
];
