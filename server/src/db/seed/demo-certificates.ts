// Demo sales certificates of the demo partners (demo-partners.ts, matched by company name). Dates are
// days relative to the seeding day, so a fresh database always shows each status: valid, expiring
// within 30 days (one of them the seeded partner organisation A02A01's), expired and revoked. Each gets
// a generated one-page PDF as its certificate file (crud/certificate-seed.ts).

export interface DemoCertificate {
  companyName: string;
  holderName: string;
  holderEmail: string;
  /** dict product_line */
  productLine: string;
  /** dict sales_cert_level: 1 认证销售专员, 2 认证解决方案顾问, 3 认证解决方案专家 */
  certLevel: string;
  /** Days from the seeding day (negative: in the past). */
  fromDays: number;
  toDays: number;
  revoked?: { reason: string; daysAgo: number };
  remark?: string;
}

export const DEMO_CERTIFICATES: readonly DemoCertificate[] = [
  {
    companyName: '华东云联科技有限公司',
    holderName: '周涛',
    holderEmail: 'zhou.tao@hdyunlian.example.com',
    productLine: 'ECS',
    certLevel: '3',
    fromDays: -320,
    toDays: 410,
    remark: '华东区弹性计算解决方案专家认证',
  },
  {
    companyName: '华东云联科技有限公司',
    holderName: '孙悦',
    holderEmail: 'sun.yue@hdyunlian.example.com',
    productLine: 'RDS',
    certLevel: '2',
    fromDays: -350,
    toDays: 18,
    remark: '即将到期，请尽快安排复训续期',
  },
  {
    companyName: '华东云联科技有限公司',
    holderName: '陈静',
    holderEmail: 'chen.jing@hdyunlian.example.com',
    productLine: 'OBS',
    certLevel: '1',
    fromDays: -760,
    toDays: -30,
  },
  {
    companyName: '北辰数智信息技术有限公司',
    holderName: '刘洋',
    holderEmail: 'liu.yang@beichen.example.com',
    productLine: 'CCE',
    certLevel: '2',
    fromDays: -200,
    toDays: 530,
  },
  {
    companyName: '北辰数智信息技术有限公司',
    holderName: '王磊',
    holderEmail: 'wang.lei@beichen.example.com',
    productLine: 'DWS',
    certLevel: '1',
    fromDays: -150,
    toDays: 580,
    revoked: { reason: '持证人已离职，证书按合作协议收回', daysAgo: 12 },
  },
  {
    companyName: '南粤智联网络科技有限公司',
    holderName: '黄婷',
    holderEmail: 'huang.ting@nanyue.example.com',
    productLine: 'CDN',
    certLevel: '2',
    fromDays: -90,
    toDays: 640,
  },
  {
    companyName: '蜀道云服信息科技有限公司',
    holderName: '杨帆',
    holderEmail: 'yang.fan@shudao.example.com',
    productLine: 'CBR',
    certLevel: '1',
    fromDays: -340,
    toDays: 26,
  },
  {
    companyName: '江城数联科技有限公司',
    holderName: '吴昊',
    holderEmail: 'wu.hao@jiangcheng.example.com',
    productLine: 'RDS',
    certLevel: '1',
    fromDays: -500,
    toDays: -6,
  },
  {
    companyName: '长白山云计算服务有限公司',
    holderName: '郑凯',
    holderEmail: 'zheng.kai@changbai.example.com',
    productLine: 'CES',
    certLevel: '1',
    fromDays: -60,
    toDays: 670,
  },
  {
    companyName: '西域丝路数据科技有限公司',
    holderName: '马琳',
    holderEmail: 'ma.lin@xiyu.example.com',
    productLine: 'DWS',
    certLevel: '3',
    fromDays: -240,
    toDays: 490,
  },
];
