// DEMO DATA: sales projects of the demo partners (db/seed/demo-partners.ts, matched by company name),
// inserted once, when the biz_project table is first created. Customers, amounts and dates are
// invented. The first partner is the seeded partner organisation's (A02A01), so a partner user's
// project list is not empty.

export interface DemoProject {
  projectName: string;
  /** The demo partner's company name (unique). */
  partner: string;
  customerName: string;
  /** dict product_line: ECS, CCE, OBS, CBR, ELB, CDN, RDS, DWS, WAF, MA, CES */
  productLine: string;
  /** dict project_stage: lead, qualified, proposal, negotiation, won, lost */
  stage: string;
  /** CNY */
  amount: number;
  expectedCloseDate: string;
  description: string;
}

const HD = '华东云联科技有限公司';
const BC = '北辰数智信息技术有限公司';
const NY = '南粤智联网络科技有限公司';
const SD = '蜀道云服信息科技有限公司';
const JC = '江城数联科技有限公司';
const XY = '西域丝路数据科技有限公司';

export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    projectName: '苏州精工制造 ERP 上云迁移',
    partner: HD,
    customerName: '苏州精工机械股份有限公司',
    productLine: 'ECS',
    stage: 'negotiation',
    amount: 1280000,
    expectedCloseDate: '2026-12-20',
    description: '将本地机房 ERP 与 MES 系统迁移至弹性云主机，含容灾演练与 12 个月运维托管。',
  },
  {
    projectName: '宁波港数据库国产化替换',
    partner: HD,
    customerName: '宁波港信息通信有限公司',
    productLine: 'RDS',
    stage: 'proposal',
    amount: 860000,
    expectedCloseDate: '2027-02-28',
    description: '核心业务库由 Oracle 迁移至云数据库 MySQL，分三批割接。',
  },
  {
    projectName: '杭州纺织集团对象存储归档',
    partner: HD,
    customerName: '杭州恒丰纺织集团有限公司',
    productLine: 'OBS',
    stage: 'won',
    amount: 356000,
    expectedCloseDate: '2026-10-31',
    description: '设计图纸与质检影像归档至对象存储低频层，生命周期策略自动转冷。',
  },
  {
    projectName: '无锡电子厂区安全加固',
    partner: HD,
    customerName: '无锡芯联电子有限公司',
    productLine: 'WAF',
    stage: 'lead',
    amount: 220000,
    expectedCloseDate: '2027-04-15',
    description: '客户提出等保三级整改需求，待安排现场调研。',
  },
  {
    projectName: '城商行容器云平台二期',
    partner: BC,
    customerName: '北方城市商业银行',
    productLine: 'CCE',
    stage: 'qualified',
    amount: 4500000,
    expectedCloseDate: '2027-03-31',
    description: '在一期容器平台基础上扩容至 200 节点，新增多活负载均衡与灰度发布。',
  },
  {
    projectName: '保险数据仓库建设',
    partner: BC,
    customerName: '华泰安康人寿保险股份有限公司',
    productLine: 'DWS',
    stage: 'lost',
    amount: 2100000,
    expectedCloseDate: '2026-09-30',
    description: '客户最终选择自建方案，保留后续运维服务合作机会。',
  },
  {
    projectName: '连锁零售 CDN 加速',
    partner: NY,
    customerName: '广州优鲜连锁超市有限公司',
    productLine: 'CDN',
    stage: 'won',
    amount: 180000,
    expectedCloseDate: '2026-11-15',
    description: '小程序与官网静态资源接入内容分发网络，双十二前上线。',
  },
  {
    projectName: '成都智慧园区监控备份',
    partner: SD,
    customerName: '成都天府软件园管理有限公司',
    productLine: 'CBR',
    stage: 'proposal',
    amount: 640000,
    expectedCloseDate: '2027-01-20',
    description: '园区视频监控数据每日云备份，保留 90 天。',
  },
  {
    projectName: '武汉医院影像 AI 辅助诊断',
    partner: JC,
    customerName: '武汉协和康复医院',
    productLine: 'MA',
    stage: 'lead',
    amount: 950000,
    expectedCloseDate: '2027-06-30',
    description: '基于 ModelArts 训练并部署影像辅助诊断模型，先做三个月试点。',
  },
  {
    projectName: '新疆物流数据中台',
    partner: XY,
    customerName: '丝路通达物流集团有限公司',
    productLine: 'DWS',
    stage: 'negotiation',
    amount: 1750000,
    expectedCloseDate: '2027-01-10',
    description: '汇聚运单、车辆与仓储数据，建设实时看板与运力预测。',
  },
];
