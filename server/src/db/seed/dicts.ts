// Seeded dictionaries: the contract's system codes (api-contract §5.6) with their Chinese texts, plus
// the business codes the product uses. Items are [value, text], listed in display order.

export interface DictSeed {
  code: string;
  name: string;
  /** 0 string values, 1 number values. */
  type: 0 | 1;
  items: readonly (readonly [value: string, text: string])[];
}

export const DICT_SEED: readonly DictSeed[] = [
  {
    code: 'sex',
    name: '性别',
    type: 1,
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    type: 1,
    items: [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  },
  {
    code: 'del_flag',
    name: '删除状态',
    type: 1,
    items: [
      ['0', '正常'],
      ['1', '已删除'],
    ],
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    type: 1,
    items: [
      ['0', '一级菜单'],
      ['1', '子菜单'],
      ['2', '按钮权限'],
    ],
  },
  {
    code: 'perms_type',
    name: '权限策略',
    type: 0,
    items: [
      ['1', '显示'],
      ['2', '禁用'],
    ],
  },
  {
    code: 'valid_status',
    name: '有效状态',
    type: 0,
    items: [
      ['0', '无效'],
      ['1', '有效'],
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    type: 0,
    items: [
      ['L', '低'],
      ['M', '中'],
      ['H', '高'],
    ],
  },
  {
    code: 'msg_category',
    name: '消息类型',
    type: 0,
    items: [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  },
  {
    code: 'msg_type',
    name: '通告对象类型',
    type: 0,
    items: [
      ['USER', '指定用户'],
      ['ALL', '全体用户'],
      ['ROLE', '指定角色'],
      ['DEPART', '指定部门'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    type: 0,
    items: [
      ['0', '未发布'],
      ['1', '已发布'],
      ['2', '已撤销'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    type: 0,
    items: [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '岗位'],
    ],
  },
  {
    code: 'depart_status',
    name: '部门状态',
    type: 0,
    items: [
      ['0', '不启用'],
      ['1', '启用'],
    ],
  },
  {
    code: 'dict_item_status',
    name: '字典项状态',
    type: 1,
    items: [
      ['1', '启用'],
      ['0', '不启用'],
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    type: 1,
    items: [
      ['1', '登录日志'],
      ['2', '操作日志'],
    ],
  },
  {
    code: 'operate_type',
    name: '操作类型',
    type: 1,
    items: [
      ['1', '查询'],
      ['2', '添加'],
      ['3', '修改'],
      ['4', '删除'],
      ['5', '导入'],
      ['6', '导出'],
    ],
  },
  {
    code: 'quartz_status',
    name: '定时任务状态',
    type: 1,
    items: [
      ['0', '正常'],
      ['-1', '停止'],
    ],
  },
  {
    code: 'rule_conditions',
    name: '条件规则',
    type: 0,
    items: [
      ['>', '大于'],
      ['<', '小于'],
      ['!=', '不等于'],
      ['=', '等于'],
      ['>=', '大于等于'],
      ['<=', '小于等于'],
      ['LEFT_LIKE', '左模糊'],
      ['RIGHT_LIKE', '右模糊'],
      ['LIKE', '模糊'],
      ['IN', '包含'],
      ['USE_SQL_RULES', '自定义SQL表达式'],
    ],
  },
  {
    code: 'position_rank',
    name: '职务职级',
    type: 0,
    items: [
      ['1', '员级'],
      ['2', '助级'],
      ['3', '中级'],
      ['4', '副高级'],
      ['5', '正高级'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    type: 1,
    items: [
      ['1', '是'],
      ['0', '否'],
    ],
  },
  {
    code: 'open_type',
    name: '打开方式',
    type: 0,
    items: [
      ['url', '链接'],
      ['component', '组件'],
    ],
  },
  {
    code: 'case_status',
    name: '工单状态',
    type: 0,
    items: [
      ['0', '新建'],
      ['1', '处理中'],
      ['2', '待客户反馈'],
      ['3', '已解决'],
      ['4', '已关闭'],
    ],
  },
  {
    code: 'case_type',
    name: '工单类型',
    type: 0,
    items: [
      ['1', '咨询'],
      ['2', '故障'],
      ['3', '需求'],
    ],
  },
  {
    // Lowest to highest, so sorting by level orders partners by tier.
    code: 'partner_level',
    name: '合作伙伴级别',
    type: 0,
    items: [
      ['1', '注册'],
      ['2', '银牌'],
      ['3', '金牌'],
      ['4', '白金'],
    ],
  },
  {
    code: 'partner_cert_status',
    name: '合作伙伴认证状态',
    type: 0,
    items: [
      ['0', '未认证'],
      ['1', '认证中'],
      ['2', '已认证'],
      ['3', '已过期'],
    ],
  },
  {
    code: 'project_status',
    name: '项目状态',
    type: 0,
    items: [
      ['1', '进行中'],
      ['2', '已完成'],
      ['3', '已暂停'],
    ],
  },
  // Download center (versions, hotfixes, documents).
  {
    code: 'release_status',
    name: '发布状态',
    type: 0,
    items: [
      ['0', '草稿'],
      ['1', '已发布'],
      ['2', '停止支持'],
    ],
  },
  {
    code: 'hotfix_severity',
    name: '补丁严重程度',
    type: 0,
    items: [
      ['1', '低'],
      ['2', '中'],
      ['3', '高'],
      ['4', '严重'],
    ],
  },
  {
    code: 'download_doc_type',
    name: '文档类型',
    type: 0,
    items: [
      ['1', '安装指南'],
      ['2', '用户手册'],
      ['3', '发行说明'],
      ['4', '白皮书'],
      ['5', 'API 参考'],
    ],
  },
  {
    code: 'doc_language',
    name: '文档语言',
    type: 0,
    items: [
      ['zh-CN', '简体中文'],
      ['en-US', 'English'],
    ],
  },
  {
    // The project model's sales stages, in funnel order; values are the en-US names (lead, qualified,
    // proposal, negotiation, won, lost), so an English reader of the raw value still knows the stage.
    code: 'project_stage',
    name: '项目阶段',
    type: 0,
    items: [
      ['lead', '线索'],
      ['qualified', '商机确认'],
      ['proposal', '方案'],
      ['negotiation', '商务谈判'],
      ['won', '赢单'],
      ['lost', '输单'],
    ],
  },
  {
    // Product lines of the cloud catalogue a project sells (the top level of the demo product
    // categories); values are the en-US names.
    code: 'product_line',
    name: '产品线',
    type: 0,
    items: [
      ['compute', '计算'],
      ['storage', '存储'],
      ['network', '网络'],
      ['database', '数据库'],
      ['security', '安全'],
      ['bigdata', '大数据'],
      ['ai', '人工智能'],
    ],
  },
  // Sales certificates (schemas/models/biz_sales_certificate.json). Status: 4 is stored by the revoke
  // route, 1–3 are derived from the valid-to date by the server.
  {
    code: 'sales_cert_status',
    name: '销售证书状态',
    type: 0,
    items: [
      ['1', '有效'],
      ['2', '即将到期'],
      ['3', '已过期'],
      ['4', '已吊销'],
    ],
  },
  {
    code: 'sales_cert_level',
    name: '销售证书级别',
    type: 0,
    items: [
      ['1', '认证销售专员'],
      ['2', '认证解决方案顾问'],
      ['3', '认证解决方案专家'],
    ],
  },
  {
    code: 'cert_product_line',
    name: '认证产品线',
    type: 0,
    items: [
      ['ECS', '弹性云主机'],
      ['RDS', '云数据库MySQL'],
      ['OBS', '对象存储'],
      ['CCE', '容器服务'],
      ['ELB', '负载均衡'],
      ['DWS', '数据仓库服务'],
      ['CDN', '内容分发网络'],
      ['CBR', '云备份'],
      ['CES', '云监控'],
    ],
  },
];
