import { deleteAction, getAction, postAction } from '../../runtime/core';

/** GET /sys/thirdLogin/bindings: my links and the providers I could link. */
export interface Bindings {
  links: {
    providerCode: string;
    providerName: string | null;
    realname: string | null;
    avatar: string | null;
    createTime: string | null;
  }[];
  providers: { code: string; name: string }[];
}

/**
 * The signed-in user's third-party links and the enabled providers.
 *
 * @example
 * const { result } = await fetchBindings();
 */
export function fetchBindings() {
  return getAction<Bindings>('/sys/thirdLogin/bindings');
}

/**
 * Starts linking `code` to the signed-in user: resolves with the provider's authorization URL to open;
 * the provider comes back to `redirect` (a page of this site) with `?thirdBound=<code>` or `?thirdError=`.
 *
 * @example
 * window.location.assign((await startBinding('acme', location.href)).result.url);
 */
export function startBinding(code: string, redirect: string) {
  return postAction<{ url: string }>(`/sys/thirdLogin/bind/${encodeURIComponent(code)}`, { redirect });
}

/**
 * Removes the signed-in user's link to `code`.
 *
 * @example
 * await unbindProvider('acme');
 */
export function unbindProvider(code: string) {
  return deleteAction(`/sys/thirdLogin/unbind/${encodeURIComponent(code)}`);
}
