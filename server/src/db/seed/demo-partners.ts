// DEMO DATA: partner companies for the partner list and the public partner search, inserted once, when
// the biz_partner table is first created. Companies, people and numbers are invented. The first one is
// the company of the seeded partner organisation (A02A01), so partner users have a basic-info page.

export interface DemoPartner {
  companyName: string;
  /** dict partner_level: 1 注册, 2 银牌, 3 金牌, 4 白金 */
  partnerLevel: '1' | '2' | '3' | '4';
  /** dict partner_cert_status: 0 未认证, 1 认证中, 2 已认证, 3 已过期 */
  certStatus: '0' | '1' | '2' | '3';
  region: string;
  industry: string;
  /** dict product_line: what the partner offers */
  productLines: readonly string[];
  website: string;
  address: string;
  intro: string;
  /** The partner's organisation (sys_depart org code), or null before it has one. */
  orgCode: string | null;
  agreementStart: string;
  agreementEnd: string;
  contacts: readonly { name: string; title: string; phone: string; email: string; isPrimary: boolean }[];
}

export const DEMO_PARTNERS: readonly DemoPartner[] = [
  {
    companyName: '华东云联科技有限公司',
    partnerLevel: '3',
    certStatus: '2',
    region: '华东',
    industry: '制造业',
    productLines: ['ECS', 'RDS', 'OBS', 'WAF'],
    website: 'https://www.hdyunlian.example.com',
    address: '上海市浦东新区张江路 88 号',
    intro: '专注制造业上云迁移与运维托管，拥有 40 余名认证架构师。',
    orgCode: 'A02A01',
    agreementStart: '2026-01-01',
    agreementEnd: '2027-12-31',
    contacts: [
      {
        name: '周涛',
        title: '技术总监',
        phone: '13811110001',
        email: 'zhoutao@hdyunlian.example.com',
        isPrimary: true,
      },
      {
        name: '孙悦',
        title: '商务经理',
        phone: '13811110002',
        email: 'sunyue@hdyunlian.example.com',
        isPrimary: false,
      },
    ],
  },
  {
    companyName: '北辰数智信息技术有限公司',
    partnerLevel: '4',
    certStatus: '2',
    region: '华北',
    industry: '金融',
    productLines: ['CCE', 'ELB', 'DWS'],
    website: 'https://www.beichen-ai.example.com',
    address: '北京市海淀区中关村大街 27 号',
    intro: '服务银行与保险客户的云原生集成商，提供容器平台建设与 7×24 运维。',
    orgCode: null,
    agreementStart: '2025-07-01',
    agreementEnd: '2028-06-30',
    contacts: [
      {
        name: '刘洋',
        title: '解决方案总监',
        phone: '13911120001',
        email: 'liuyang@beichen-ai.example.com',
        isPrimary: true,
      },
    ],
  },
  {
    companyName: '南粤智联网络科技有限公司',
    partnerLevel: '2',
    certStatus: '2',
    region: '华南',
    industry: '零售',
    productLines: ['OBS', 'CDN'],
    website: 'https://www.nanyue-link.example.com',
    address: '广州市天河区珠江新城华夏路 16 号',
    intro: '为连锁零售品牌提供门店系统上云与 CDN 加速方案。',
    orgCode: null,
    agreementStart: '2026-03-01',
    agreementEnd: '2027-02-28',
    contacts: [
      {
        name: '黄婷',
        title: '客户经理',
        phone: '13711130001',
        email: 'huangting@nanyue-link.example.com',
        isPrimary: true,
      },
    ],
  },
  {
    companyName: '蜀道云服信息科技有限公司',
    partnerLevel: '2',
    certStatus: '1',
    region: '西南',
    industry: '政务',
    productLines: ['ECS', 'CBR'],
    website: 'https://www.shudao-cloud.example.com',
    address: '成都市高新区天府大道北段 1700 号',
    intro: '深耕西南政务云项目，认证材料审核中。',
    orgCode: null,
    agreementStart: '2026-09-01',
    agreementEnd: '2027-08-31',
    contacts: [
      {
        name: '杨帆',
        title: '总经理',
        phone: '13611140001',
        email: 'yangfan@shudao-cloud.example.com',
        isPrimary: true,
      },
    ],
  },
  {
    companyName: '江城数联科技有限公司',
    partnerLevel: '1',
    certStatus: '0',
    region: '华中',
    industry: '教育',
    productLines: ['RDS', 'MA'],
    website: 'https://www.jiangcheng-data.example.com',
    address: '武汉市洪山区光谷大道 77 号',
    intro: '新注册伙伴，为高校提供教务系统数据库托管。',
    orgCode: null,
    agreementStart: '2026-10-15',
    agreementEnd: '2027-10-14',
    contacts: [
      {
        name: '吴昊',
        title: '技术负责人',
        phone: '13511150001',
        email: 'wuhao@jiangcheng-data.example.com',
        isPrimary: true,
      },
    ],
  },
  {
    companyName: '长白山云计算服务有限公司',
    partnerLevel: '2',
    certStatus: '3',
    region: '东北',
    industry: '能源',
    productLines: ['ECS', 'CES'],
    website: 'https://www.changbai-cloud.example.com',
    address: '长春市南关区人民大街 5688 号',
    intro: '能源行业监控平台集成商，认证已于今年到期，续期中。',
    orgCode: null,
    agreementStart: '2024-05-01',
    agreementEnd: '2026-04-30',
    contacts: [
      {
        name: '郑凯',
        title: '项目经理',
        phone: '13411160001',
        email: 'zhengkai@changbai-cloud.example.com',
        isPrimary: true,
      },
    ],
  },
  {
    companyName: '西域丝路数据科技有限公司',
    partnerLevel: '3',
    certStatus: '2',
    region: '西北',
    industry: '物流',
    productLines: ['DWS', 'OBS', 'ECS'],
    website: 'https://www.silkroad-data.example.com',
    address: '西安市雁塔区科技路 48 号',
    intro: '面向跨境物流企业的大数据分析与数据仓库实施伙伴。',
    orgCode: null,
    agreementStart: '2025-11-01',
    agreementEnd: '2027-10-31',
    contacts: [
      {
        name: '马琳',
        title: '交付经理',
        phone: '13311170001',
        email: 'malin@silkroad-data.example.com',
        isPrimary: true,
      },
    ],
  },
];
