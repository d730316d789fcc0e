// Messages of third-party sign-in (OpenID Connect / OAuth 2.0 providers, issue 17), spread into
// messages.ts.

export const THIRD_MESSAGES = {
  thirdNotConfigured: [
    '未配置第三方登录（OIDC_PUBLIC_URL）',
    'Third-party sign-in is not configured (OIDC_PUBLIC_URL)',
  ],
  thirdProviderUnknown: [
    '该第三方登录方式不存在或已停用',
    'This sign-in provider does not exist or is disabled',
  ],
  thirdRedirectNotAllowed: ['redirect: 不是允许的登录页地址', 'redirect: not an allowed login page address'],
  thirdStateInvalid: [
    '登录请求无效、已使用或已过期，请重新登录',
    'The sign-in request is invalid, already used or expired; please sign in again',
  ],
  thirdProviderRefused: ['第三方登录未完成：{error}', 'The provider did not complete the sign-in: {error}'],
  thirdNonceInvalid: [
    '身份令牌与本次登录请求不符（nonce），已拒绝',
    'The ID token does not belong to this sign-in request (nonce); refused',
  ],
  thirdAudienceInvalid: [
    '身份令牌不是签发给本系统的，已拒绝',
    'The ID token was not issued to this application; refused',
  ],
  thirdTokenInvalid: [
    '身份令牌校验失败（签名、签发者或有效期），已拒绝',
    'The ID token failed verification (signature, issuer or expiry); refused',
  ],
  thirdUnavailable: [
    '第三方登录服务暂时无法访问，请稍后再试',
    'The sign-in provider cannot be reached; please try again later',
  ],
  thirdEmailDomain: [
    '邮箱 {email} 不属于允许登录的域名',
    'The email {email} is not in a domain allowed to sign in',
  ],
  thirdAlreadyLinked: [
    '该第三方账号已绑定其他用户',
    'This provider account is already linked to another user',
  ],
  thirdNoDefaultRole: [
    '该登录方式的默认角色不存在，请联系管理员',
    "This sign-in provider's default role does not exist; please contact the administrator",
  ],
  thirdTicketInvalid: [
    '登录凭证无效、已使用或已过期，请重新登录',
    'The sign-in id is invalid, already used or expired; please sign in again',
  ],
  thirdCreateNotAllowed: [
    '该登录方式不允许创建账号，请绑定已有账号',
    'This sign-in provider does not create accounts; please bind an existing one',
  ],
  thirdUsernameRequired: ['username: 请填写新账号的用户名', 'username: enter a username for the new account'],
  thirdLinked: ['绑定成功', 'Linked'],
  thirdUnlinked: ['解绑成功', 'Unlinked'],
  thirdLinkNotFound: ['未绑定该登录方式', 'Not linked to this sign-in provider'],
  thirdProviderSaved: ['保存成功', 'Saved'],
  thirdProviderDeleted: ['删除成功', 'Deleted'],
  thirdProviderNotFound: ['未找到该登录方式', 'Sign-in provider not found'],
  thirdProviderCodeTaken: ['code: 编码已存在', 'code: this code is already used'],
  thirdProviderUrl: ['{field}: 须为 http:// 或 https:// 地址', '{field}: must be an http:// or https:// URL'],
  thirdProviderEndpoints: [
    'authorizationEndpoint: 手动配置端点时须同时填写授权、令牌和公钥地址',
    'authorizationEndpoint: entering endpoints takes the authorization, token and JWKS URLs together',
  ],
  thirdProviderRole: ['defaultRole: 角色不存在', 'defaultRole: no such role'],
  thirdProviderRoleRequired: [
    'defaultRole: 自动创建账号须指定默认角色',
    'defaultRole: creating accounts needs a default role',
  ],
  thirdProviderDepart: ['defaultDepart: 部门不存在', 'defaultDepart: no such department'],
} as const satisfies Record<string, readonly [string, string]>;
