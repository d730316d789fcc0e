// DEMO DATA: a few small files for the general and document file lists, stored through the storage
// backend on the first start (server/src/files/demo.ts). Names, figures and text are invented.

export interface DemoFile {
  category: 'general' | 'document';
  folder: string;
  name: string;
  /** '1': every partner may read it. */
  isPublic: '0' | '1';
  content: string;
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
];
