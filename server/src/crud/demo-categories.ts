// DEMO DATA: the product catalogue of the cloud provider this support center serves, as categories
// (sys_category), inserted once when the table is first created. Work orders pick their product from it.

export interface DemoCategory {
  name: string;
  children?: readonly DemoCategory[];
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: '计算',
    children: [
      { name: '云服务器 ECS' },
      { name: '弹性伸缩' },
      { name: '容器服务 Kubernetes 版' },
      { name: '函数计算' },
      { name: 'GPU 云服务器' },
    ],
  },
  {
    name: '存储',
    children: [
      { name: '对象存储 OSS' },
      { name: '块存储' },
      { name: '文件存储 NAS' },
      { name: '备份与恢复' },
    ],
  },
  {
    name: '网络',
    children: [
      { name: '专有网络 VPC' },
      { name: '负载均衡 SLB' },
      { name: 'NAT 网关' },
      { name: '内容分发网络 CDN' },
      { name: '云解析 DNS' },
    ],
  },
  {
    name: '数据库',
    children: [
      {
        name: '云数据库 RDS',
        children: [{ name: 'MySQL 版' }, { name: 'PostgreSQL 版' }, { name: 'SQL Server 版' }],
      },
      { name: '云数据库 Redis 版' },
      { name: '分布式数据库' },
      { name: '数据传输服务 DTS' },
    ],
  },
  {
    name: '安全',
    children: [{ name: 'Web 应用防火墙' }, { name: 'DDoS 防护' }, { name: 'SSL 证书' }, { name: '堡垒机' }],
  },
  {
    name: '中间件与运维',
    children: [{ name: '消息队列' }, { name: 'API 网关' }, { name: '云监控' }, { name: '日志服务' }],
  },
];
