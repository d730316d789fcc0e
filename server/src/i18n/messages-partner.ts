// Messages of the partner routes (basic info, the open partner search).

export const PARTNER_MESSAGES = {
  partnerNoCompany: [
    '当前账号所在组织没有关联的合作伙伴；员工请在“合作伙伴列表”中打开伙伴详情',
    'Your organisation has no partner company; staff can open a partner from the partner list',
  ],
  partnerSearchTooMany: ['搜索过于频繁，请稍后再试', 'Too many searches; please try again in a minute'],
} as const satisfies Record<string, readonly [string, string]>;
