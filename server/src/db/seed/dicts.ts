// Seeded dictionaries: the contract's system codes (api-contract §5.6) with their Chinese texts, plus
// the business codes the product uses. Items are [value, zh-CN text, en-US text], listed in display
// order; every user-visible string exists in both languages, so the English text is required here
// (tests/unit/schema/dict-seed.test.ts checks it) though optional for dictionaries admins add.

export interface DictSeed {
  code: string;
  name: string;
  nameEn: string;
  /** 0 string values, 1 number values. */
  type: 0 | 1;
  items: readonly (readonly [value: string, text: string, textEn: string])[];
}

export const DICT_SEED: readonly DictSeed[] = [
  {
    code: 'sex',
    name: '性别',
    nameEn: 'Gender',
    type: 1,
    items: [
      ['1', '男', 'Male'],
      ['2', '女', 'Female'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    nameEn: 'User status',
    type: 1,
    items: [
      ['1', '正常', 'Normal'],
      ['2', '冻结', 'Frozen'],
    ],
  },
  {
    code: 'del_flag',
    name: '删除状态',
    nameEn: 'Deletion status',
    type: 1,
    items: [
      ['0', '正常', 'Normal'],
      ['1', '已删除', 'Deleted'],
    ],
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    nameEn: 'Menu type',
    type: 1,
    items: [
      ['0', '一级菜单', 'Top-level menu'],
      ['1', '子菜单', 'Submenu'],
      ['2', '按钮权限', 'Button permission'],
    ],
  },
  {
    code: 'perms_type',
    name: '权限策略',
    nameEn: 'Permission policy',
    type: 0,
    items: [
      ['1', '显示', 'Show'],
      ['2', '禁用', 'Disable'],
    ],
  },
  {
    code: 'valid_status',
    name: '有效状态',
    nameEn: 'Validity',
    type: 0,
    items: [
      ['0', '无效', 'Invalid'],
      ['1', '有效', 'Valid'],
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    nameEn: 'Priority',
    type: 0,
    items: [
      ['L', '低', 'Low'],
      ['M', '中', 'Medium'],
      ['H', '高', 'High'],
    ],
  },
  {
    code: 'msg_category',
    name: '消息类型',
    nameEn: 'Message category',
    type: 0,
    items: [
      ['1', '通知公告', 'Announcement'],
      ['2', '系统消息', 'System message'],
    ],
  },
  {
    code: 'msg_type',
    name: '通告对象类型',
    nameEn: 'Recipient type',
    type: 0,
    items: [
      ['USER', '指定用户', 'Specific users'],
      ['ALL', '全体用户', 'All users'],
      ['ROLE', '指定角色', 'Specific roles'],
      ['DEPART', '指定部门', 'Specific departments'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    nameEn: 'Publish status',
    type: 0,
    items: [
      ['0', '未发布', 'Unpublished'],
      ['1', '已发布', 'Published'],
      ['2', '已撤销', 'Revoked'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    nameEn: 'Organization type',
    type: 0,
    items: [
      ['1', '公司', 'Company'],
      ['2', '部门', 'Department'],
      ['3', '岗位', 'Post'],
    ],
  },
  {
    code: 'depart_status',
    name: '部门状态',
    nameEn: 'Department status',
    type: 0,
    items: [
      ['0', '不启用', 'Disabled'],
      ['1', '启用', 'Enabled'],
    ],
  },
  {
    code: 'dict_item_status',
    name: '字典项状态',
    nameEn: 'Dictionary item status',
    type: 1,
    items: [
      ['1', '启用', 'Enabled'],
      ['0', '不启用', 'Disabled'],
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    nameEn: 'Log type',
    type: 1,
    items: [
      ['1', '登录日志', 'Login log'],
      ['2', '操作日志', 'Operation log'],
    ],
  },
  {
    code: 'operate_type',
    name: '操作类型',
    nameEn: 'Operation type',
    type: 1,
    items: [
      ['1', '查询', 'Query'],
      ['2', '添加', 'Add'],
      ['3', '修改', 'Edit'],
      ['4', '删除', 'Delete'],
      ['5', '导入', 'Import'],
      ['6', '导出', 'Export'],
    ],
  },
  {
    code: 'quartz_status',
    name: '定时任务状态',
    nameEn: 'Scheduled job status',
    type: 1,
    items: [
      ['0', '正常', 'Normal'],
      ['-1', '停止', 'Stopped'],
    ],
  },
  {
    code: 'rule_conditions',
    name: '条件规则',
    nameEn: 'Rule conditions',
    type: 0,
    items: [
      ['>', '大于', 'Greater than'],
      ['<', '小于', 'Less than'],
      ['!=', '不等于', 'Not equal to'],
      ['=', '等于', 'Equal to'],
      ['>=', '大于等于', 'Greater than or equal to'],
      ['<=', '小于等于', 'Less than or equal to'],
      ['LEFT_LIKE', '左模糊', 'Ends with'],
      ['RIGHT_LIKE', '右模糊', 'Starts with'],
      ['LIKE', '模糊', 'Contains (like)'],
      ['IN', '包含', 'In list'],
      ['USE_SQL_RULES', '自定义SQL表达式', 'Custom SQL expression'],
    ],
  },
  {
    code: 'position_rank',
    name: '职务职级',
    nameEn: 'Position rank',
    type: 0,
    items: [
      ['1', '员级', 'Junior'],
      ['2', '助级', 'Assistant'],
      ['3', '中级', 'Intermediate'],
      ['4', '副高级', 'Associate senior'],
      ['5', '正高级', 'Senior'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    nameEn: 'Yes/No',
    type: 1,
    items: [
      ['1', '是', 'Yes'],
      ['0', '否', 'No'],
    ],
  },
  {
    code: 'open_type',
    name: '打开方式',
    nameEn: 'Open mode',
    type: 0,
    items: [
      ['url', '链接', 'Link'],
      ['component', '组件', 'Component'],
    ],
  },
  {
    code: 'case_status',
    name: '工单状态',
    nameEn: 'Case status',
    type: 0,
    items: [
      ['0', '新建', 'New'],
      ['1', '处理中', 'In progress'],
      ['2', '待客户反馈', 'Awaiting customer'],
      ['3', '已解决', 'Resolved'],
      ['4', '已关闭', 'Closed'],
    ],
  },
  {
    code: 'case_type',
    name: '工单类型',
    nameEn: 'Case type',
    type: 0,
    items: [
      ['1', '咨询', 'Inquiry'],
      ['2', '故障', 'Fault'],
      ['3', '需求', 'Request'],
    ],
  },
  {
    // Lowest to highest, so sorting by level orders partners by tier.
    code: 'partner_level',
    name: '合作伙伴级别',
    nameEn: 'Partner level',
    type: 0,
    items: [
      ['1', '注册', 'Registered'],
      ['2', '银牌', 'Silver'],
      ['3', '金牌', 'Gold'],
      ['4', '白金', 'Platinum'],
    ],
  },
  {
    code: 'partner_cert_status',
    name: '合作伙伴认证状态',
    nameEn: 'Partner certification status',
    type: 0,
    items: [
      ['0', '未认证', 'Not certified'],
      ['1', '认证中', 'Certifying'],
      ['2', '已认证', 'Certified'],
      ['3', '已过期', 'Expired'],
    ],
  },
  {
    code: 'project_status',
    name: '项目状态',
    nameEn: 'Project status',
    type: 0,
    items: [
      ['1', '进行中', 'In progress'],
      ['2', '已完成', 'Completed'],
      ['3', '已暂停', 'Paused'],
    ],
  },
  // Download center (versions, hotfixes, documents).
  {
    code: 'release_status',
    name: '发布状态',
    nameEn: 'Release status',
    type: 0,
    items: [
      ['0', '草稿', 'Draft'],
      ['1', '已发布', 'Released'],
      ['2', '停止支持', 'End of support'],
    ],
  },
  {
    code: 'hotfix_severity',
    name: '补丁严重程度',
    nameEn: 'Hotfix severity',
    type: 0,
    items: [
      ['1', '低', 'Low'],
      ['2', '中', 'Medium'],
      ['3', '高', 'High'],
      ['4', '严重', 'Critical'],
    ],
  },
  {
    code: 'download_doc_type',
    name: '文档类型',
    nameEn: 'Document type',
    type: 0,
    items: [
      ['1', '安装指南', 'Installation guide'],
      ['2', '用户手册', 'User manual'],
      ['3', '发行说明', 'Release notes'],
      ['4', '白皮书', 'White paper'],
      ['5', 'API 参考', 'API reference'],
    ],
  },
  {
    code: 'doc_language',
    name: '文档语言',
    nameEn: 'Document language',
    type: 0,
    items: [
      ['zh-CN', '简体中文', 'Simplified Chinese'],
      ['en-US', 'English', 'English'],
    ],
  },
  {
    // The project model's sales stages, in funnel order; values are the en-US names (lead, qualified,
    // proposal, negotiation, won, lost), so an English reader of the raw value still knows the stage.
    code: 'project_stage',
    name: '项目阶段',
    nameEn: 'Project stage',
    type: 0,
    items: [
      ['lead', '线索', 'Lead'],
      ['qualified', '商机确认', 'Qualified'],
      ['proposal', '方案', 'Proposal'],
      ['negotiation', '商务谈判', 'Negotiation'],
      ['won', '赢单', 'Won'],
      ['lost', '输单', 'Lost'],
    ],
  },
  {
    // The cloud products partners work with: what a project sells (biz_project), what a sales
    // certificate certifies its holder for (biz_sales_certificate) and what a partner offers
    // (biz_partner, several, searched by the public partner search) are the same product lines.
    // Values are the products' short names, at most 4 characters: the certificate column is
    // varchar(4), and a stored column is never widened. Listed by family: compute, storage, network,
    // database, big data, security, AI, operations.
    code: 'product_line',
    name: '产品线',
    nameEn: 'Product line',
    type: 0,
    items: [
      ['ECS', '弹性云主机', 'Elastic Cloud Server'],
      ['CCE', '容器服务', 'Cloud Container Engine'],
      ['OBS', '对象存储', 'Object Storage Service'],
      ['CBR', '云备份', 'Cloud Backup and Recovery'],
      ['ELB', '负载均衡', 'Elastic Load Balance'],
      ['CDN', '内容分发网络', 'Content Delivery Network'],
      ['RDS', '云数据库MySQL', 'RDS for MySQL'],
      ['DWS', '数据仓库服务', 'Data Warehouse Service'],
      ['WAF', 'Web应用防火墙', 'Web Application Firewall'],
      ['MA', 'AI开发平台ModelArts', 'ModelArts AI development platform'],
      ['CES', '云监控', 'Cloud Eye'],
    ],
  },
  // Sales certificates (schemas/models/biz_sales_certificate.json). Status: 4 is stored by the revoke
  // route, 1–3 are derived from the valid-to date by the server.
  {
    code: 'sales_cert_status',
    name: '销售证书状态',
    nameEn: 'Sales certificate status',
    type: 0,
    items: [
      ['1', '有效', 'Valid'],
      ['2', '即将到期', 'Expiring soon'],
      ['3', '已过期', 'Expired'],
      ['4', '已吊销', 'Revoked'],
    ],
  },
  {
    code: 'sales_cert_level',
    name: '销售证书级别',
    nameEn: 'Sales certificate level',
    type: 0,
    items: [
      ['1', '认证销售专员', 'Certified Sales Specialist'],
      ['2', '认证解决方案顾问', 'Certified Solution Consultant'],
      ['3', '认证解决方案专家', 'Certified Solution Expert'],
    ],
  },
];
