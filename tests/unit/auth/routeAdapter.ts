// An axios adapter answering by method and path, recording every request: for tests where one path has
// several methods (GET and PUT /sys/user/profile) or a refusal arrives with an HTTP error status.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface Reply {
  status?: number;
  data: unknown;
}

export type Handler = Reply | ((request: RecordedRequest) => Reply);

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
}

/** Envelope helpers. */
export const ok = (result: unknown, message = '') => ({
  success: true,
  code: 200,
  message,
  result,
  timestamp: 0,
});
export const refused = (message: string, code = 500, result: unknown = null) => ({
  success: false,
  code,
  message,
  result,
  timestamp: 0,
});

/**
 * @param handlers keyed 'GET /sys/user/profile'; unknown requests fail like a network error
 * @example
 * const api = routeAdapter({ 'POST /sys/sms': { data: ok(null, '已发送') } });
 * renderWithProviders(<Page />, { http: api.adapter });
 * expect(api.requests).toContainEqual(expect.objectContaining({ path: '/sys/sms' }));
 */
export function routeAdapter(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = `/${(config.url ?? '').split('?')[0]?.replace(/^\/+/, '')}`;
    let body: unknown = config.data;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the raw text
      }
    }
    const request = { method, path, params: (config.params ?? {}) as Record<string, unknown>, body };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`No fake response for ${method} ${path}`);
    const { status = 200, data } = typeof handler === 'function' ? handler(request) : handler;
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_REQUEST',
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { adapter, requests };
}
