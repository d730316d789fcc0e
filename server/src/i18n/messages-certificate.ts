// Messages of the sales-certificate routes (add/edit checks, renew, revoke).

export const CERTIFICATE_MESSAGES = {
  certValidToAfterFrom: [
    'validTo: 到期日期必须晚于生效日期',
    'validTo: the valid-to date must be after the valid-from date',
  ],
  certRenewAfterCurrent: [
    'validTo: 新的到期日期必须晚于当前到期日期 {current}',
    'validTo: the new valid-to date must be after the current one, {current}',
  ],
  certRevokedNoRenew: [
    '证书已吊销，不能续期；请重新签发证书',
    'This certificate is revoked and cannot be renewed; issue a new certificate instead',
  ],
  certAlreadyRevoked: ['证书已吊销', 'This certificate is already revoked'],
  certRevokedNoEdit: [
    'validTo: 已吊销证书的到期日期不能修改',
    'validTo: the valid-to date of a revoked certificate cannot be changed',
  ],
  certRenewed: ['续期成功', 'Certificate renewed'],
  certRevoked: ['吊销成功', 'Certificate revoked'],
} as const satisfies Record<string, readonly [string, string]>;
