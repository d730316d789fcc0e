import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { t } from '../i18n/i18n';
import { getUiProviders } from '../providers/registry';
import { ls } from '../storage/localStore';
import { ACCESS_TOKEN } from '../storage/keys';
import { LOGOUT_RELOAD_DELAY_MS, NOTIFY_DURATION_S } from '../constants';
import { logoutWith } from '../session/logoutWith';

/** The text by which a 500 reports an invalid token (the v2 server signal, contract §1.3). */
export const TOKEN_INVALID_TEXT = 'Token失效，请重新登录';

/** What the error handler needs from its client. */
export interface ErrorHandlerContext {
  client: AxiosInstance;
  reload: () => void;
  /** Set once the 'Login expired' modal is shown, so parallel failures show it once. */
  expiredModalShown: boolean;
  /** When the last 401 was handled: the requests of one page failing together make one notice. */
  unauthorizedAt?: number;
}

// Older engines (and jsdom) lack Blob.text(); FileReader works everywhere.
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

// Blob downloads deliver the error envelope as a Blob, and some servers send JSON as text.
async function readMessage(data: unknown): Promise<string | undefined> {
  let body = data;
  if (typeof Blob !== 'undefined' && body instanceof Blob) body = await blobText(body).catch(() => '');
  if (typeof body === 'string') {
    const text = body;
    try {
      body = JSON.parse(text);
    } catch {
      return text || undefined;
    }
  }
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    return typeof message === 'string' && message !== '' ? message : undefined;
  }
  return undefined;
}

function notifyError(description: string, withDuration = true): void {
  getUiProviders().notification.open({
    type: 'error',
    message: t('http.systemNotice'),
    description,
    ...(withDuration ? { duration: NOTIFY_DURATION_S } : {}),
  });
}

function showExpiredModal(ctx: ErrorHandlerContext): void {
  if (ctx.expiredModalShown) return;
  ctx.expiredModalShown = true;
  getUiProviders().dialog.error({
    title: t('http.loginExpiredTitle'),
    content: t('http.loginExpiredContent'),
    okText: t('http.loginAgain'),
    onOk: async () => {
      await logoutWith(ctx.client);
      ls.remove(ACCESS_TOKEN);
      ctx.reload();
    },
  });
}

function isTimeout(error: { code?: string; message?: string }): boolean {
  return error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || /timeout/i.test(error.message ?? '');
}

// The user-facing text of a failure the server did not explain: the catalogue's text for its status.
function fallbackText(error: AxiosError): string {
  if (!error.response) return isTimeout(error) ? t('http.networkTimeout') : t('http.networkError');
  const byStatus: Record<number, string> = {
    401: t('http.unauthorized'),
    403: t('http.accessDenied'),
    404: t('http.notFound'),
    504: t('http.networkTimeout'),
  };
  return byStatus[error.response.status] ?? t('http.requestFailed');
}

/**
 * Applies the SPEC §8 error catalogue, then rethrows so the caller still sees the failure.
 *
 * @example
 * instance.interceptors.response.use((r) => r.data, (e) => handleHttpError(e, ctx));
 */
export async function handleHttpError(error: unknown, ctx: ErrorHandlerContext): Promise<never> {
  if (axios.isCancel(error) || !axios.isAxiosError(error)) throw error;
  const { response } = error;
  // Callers show `err.message`; axios's own ('Request failed with status code 400', 'Network Error')
  // is English jargon inside either language, so it becomes the server's text or a translated one.
  const serverMessage = response ? await readMessage(response.data) : undefined;
  error.message = serverMessage ?? fallbackText(error);
  if (error.config?.skipErrorHandler) throw error;
  if (!response) {
    notifyError(error.message, false);
    throw error;
  }
  if (error.config?.quietStatuses?.includes(response.status)) throw error;
  const hadToken = Boolean(ls.get<string>(ACCESS_TOKEN));
  switch (response.status) {
    case 403:
      notifyError(t('http.accessDenied'));
      break;
    case 404:
      notifyError(t('http.notFound'));
      break;
    case 504:
      notifyError(t('http.networkTimeout'), false);
      break;
    case 401:
      // Parallel requests of a revoked session fail together; the first one speaks and logs out.
      if (ctx.unauthorizedAt !== undefined && Date.now() - ctx.unauthorizedAt < NOTIFY_DURATION_S * 1000)
        break;
      ctx.unauthorizedAt = Date.now();
      notifyError(t('http.unauthorized'));
      if (hadToken) {
        // Not awaited: the caller gets its rejection now; the reload waits for the logout call.
        void logoutWith(ctx.client).then(() => {
          setTimeout(ctx.reload, LOGOUT_RELOAD_DELAY_MS);
        });
      }
      break;
    default:
      if (response.status === 500 && hadToken && serverMessage?.includes(TOKEN_INVALID_TEXT)) {
        showExpiredModal(ctx);
      } else {
        notifyError(error.message);
      }
  }
  throw error;
}
