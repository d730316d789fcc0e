/** Core texts in English; the SPEC §8 quotes appear here word for word. */
export const enUS = {
  http: {
    systemNotice: 'System notice',
    accessDenied: 'Access denied',
    notFound: 'Sorry, resource not found!',
    networkTimeout: 'Network timeout',
    unauthorized: 'Unauthorized, please log in again',
    loginExpiredTitle: 'Login expired',
    loginExpiredContent: 'Sorry, your login has expired, please log in again',
    loginAgain: 'Log in again',
    requestFailed: 'Request failed',
    networkError: 'The server could not be reached',
  },
  permissions: {
    emptyMenu: 'getPermissionList: permissions must be a non-null array !',
  },
  session: {
    loginFailed: 'Login failed',
  },
};

/** The shape every core locale must have. */
export type CoreMessages = typeof enUS;
