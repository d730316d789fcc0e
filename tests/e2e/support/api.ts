// The product's HTTP API from a test process (Node's fetch), for the checks a browser cannot make: a
// status code, a token of a second account.

export interface ApiReply<T> {
  status: number;
  body: T;
}

/**
 * Calls `<baseUrl>/api<path>` with JSON and, when given, the access token; resolves with the status
 * and the parsed envelope.
 *
 * @example
 * const { status } = await api(server.url, '/kb/article/list', token); // 200, 401 or 403
 */
export async function api<T>(
  baseUrl: string,
  path: string,
  token?: string,
  init: RequestInit = {},
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['X-Access-Token'] = token;
  const res = await fetch(`${baseUrl}/api${path}`, { ...init, headers });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * Signs in through POST /sys/login and resolves with the token; rejects when the server refuses.
 *
 * @example
 * const admin = await signIn(server.url, 'admin', ADMIN_PASSWORD);
 */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const { body } = await api<{ success: boolean; message?: string; result?: { token: string } }>(
    baseUrl,
    '/sys/login',
    undefined,
    { method: 'POST', body: JSON.stringify({ username, password }) },
  );
  if (!body.success || !body.result) throw new Error(`sign-in of ${username} refused: ${body.message}`);
  return body.result.token;
}

/**
 * The menu the user of `token` is given (/sys/permission/getUserPermissionByToken), as JSON text to
 * search for a path or a menuKey.
 *
 * @example
 * expect(await menuText(server.url, token)).not.toContain('kb/ArticleList');
 */
export async function menuText(baseUrl: string, token: string): Promise<string> {
  const menu = await api<{ result: { menu: unknown } }>(
    baseUrl,
    '/sys/permission/getUserPermissionByToken',
    token,
  );
  return JSON.stringify(menu.body.result.menu);
}
