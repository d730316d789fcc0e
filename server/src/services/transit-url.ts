// GET /sys/common/transitRESTful?url=…: JeecgBoot forwarded the caller's request and token to any URL
// (an SSRF, issues #3306 and #4130; removed from JeecgBoot in 3.4.4). Ours never opens a connection:
// `url` may only name one of our own API routes, which is then called in-process with the caller's own
// token, so it can do nothing the caller could not do by calling that route directly. This file decides
// what `url` may be; anything with a scheme, a host, `..`, a backslash, an encoded dot or slash, or a
// control character is refused, and the relay cannot name itself.

const TRANSIT_PATH = '/sys/common/transitRESTful';
/** A scheme (`http:`, `javascript:`), or `//host`. */
const SCHEME_OR_HOST = /^[a-z][a-z0-9+.-]*:|^\/\//i;
/** Characters that change how a path is read on the way to the router. */
const UNSAFE = /[\\\s#@]|%2e|%2f|%5c|%00/i;
/** Control characters (C0 and DEL), checked by code so the pattern above stays printable. */
const hasControl = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The in-process URL (API base, path, query) `url` names, or null when it may not be relayed.
 * `extra` are the request's other query parameters, which JeecgBoot passed on as the target's.
 *
 * @example
 * transitTarget('/sys/role/queryall', '/api', {}); // '/api/sys/role/queryall'
 * transitTarget('http://169.254.169.254/', '/api', {}); // null
 */
export function transitTarget(
  url: string,
  apiBase: string,
  extra: Readonly<Record<string, string | string[] | undefined>>,
): string | null {
  if (SCHEME_OR_HOST.test(url) || UNSAFE.test(url) || hasControl(url) || !url.startsWith('/')) return null;
  const [rawPath = '', rawQuery = ''] = url.split(/\?(.*)/s, 2);
  if (rawPath.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  const path = rawPath.startsWith(`${apiBase}/`) ? rawPath.slice(apiBase.length) : rawPath;
  // What the router would see after URL normalisation must be the same path, under the API base.
  const resolved = new URL(`${apiBase}${path}`, 'http://internal').pathname;
  if (resolved !== `${apiBase}${path}`) return null;
  if (path === TRANSIT_PATH || path.startsWith(`${TRANSIT_PATH}/`) || path.startsWith(`${TRANSIT_PATH}?`)) {
    return null;
  }
  const query = new URLSearchParams(rawQuery);
  for (const [key, value] of Object.entries(extra)) {
    for (const v of [value ?? []].flat()) query.append(key, v);
  }
  const search = query.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}
