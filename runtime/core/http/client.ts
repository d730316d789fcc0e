import axios, { type AxiosInstance } from 'axios';
import './types';
import type { HttpClientOptions } from './types';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { prepareRequest } from './requestInterceptor';
import { handleHttpError, type ErrorHandlerContext } from './errorHandler';
import { reportSuccess } from './successHooks';

function reloadPage(): void {
  window.location.reload();
}

/**
 * Creates an axios instance speaking the API contract: token and locale headers, `_t` on GETs, 9 s
 * timeout, responses resolved to the envelope body, and the SPEC §8 error catalogue.
 *
 * @example
 * const client = createHttpClient({ adapter: fakeAdapter, reload: vi.fn() });
 * const envelope = await client.get<unknown, ApiEnvelope<User[]>>('/sys/user/list');
 */
export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const ctx: ErrorHandlerContext = {
    client: instance,
    reload: options.reload ?? reloadPage,
    expiredModalShown: false,
  };
  instance.interceptors.request.use(prepareRequest);
  instance.interceptors.response.use(
    // Callers work with the envelope; the axios response around it carries nothing they need.
    (response) => {
      reportSuccess(response);
      return response.config.rawResponse ? response : response.data;
    },
    (error: unknown) => handleHttpError(error, ctx),
  );
  return instance;
}

/**
 * The app's shared client. Tests replace its transport with `http.defaults.adapter = fake`.
 *
 * @example
 * const envelope = await http.get<unknown, ApiEnvelope<LoginResult>>('/sys/login');
 */
export const http: AxiosInstance = createHttpClient();
