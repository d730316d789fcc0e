import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { http } from './client';
import type { ApiEnvelope } from '../session/types';

/**
 * The generic helpers of SPEC §7, bound to a client. Each resolves with the response envelope (or the
 * Blob for downloads) and rejects after the error catalogue has notified the user.
 *
 * @example
 * const api = createActions(createHttpClient({ adapter }));
 * await api.getAction('/sys/user/list', { pageNo: 1 });
 */
export function createActions(client: AxiosInstance) {
  return {
    /** GET with query parameters; `quietStatuses` are left to the caller to show. */
    getAction<T = unknown>(
      url: string,
      params?: Record<string, unknown>,
      config: Pick<AxiosRequestConfig, 'quietStatuses'> = {},
    ): Promise<ApiEnvelope<T>> {
      return client.get<unknown, ApiEnvelope<T>>(url, { ...config, params });
    },
    /** POST a JSON body. */
    postAction<T = unknown>(url: string, data?: unknown): Promise<ApiEnvelope<T>> {
      return client.post<unknown, ApiEnvelope<T>>(url, data);
    },
    /** PUT a JSON body. */
    putAction<T = unknown>(url: string, data?: unknown): Promise<ApiEnvelope<T>> {
      return client.put<unknown, ApiEnvelope<T>>(url, data);
    },
    /** DELETE with parameters in the query string (contract §2.4). */
    deleteAction<T = unknown>(url: string, params?: Record<string, unknown>): Promise<ApiEnvelope<T>> {
      return client.delete<unknown, ApiEnvelope<T>>(url, { params });
    },
    /** GET a file as a Blob. */
    downFile(url: string, params?: Record<string, unknown>): Promise<Blob> {
      return client.get<unknown, Blob>(url, { params, responseType: 'blob' });
    },
    /** POST multipart form data (uploads). */
    uploadAction<T = unknown>(
      url: string,
      formData: FormData,
      config: Pick<AxiosRequestConfig, 'quietStatuses'> = {},
    ): Promise<ApiEnvelope<T>> {
      // Browsers replace this with the boundary-carrying value; the explicit type keeps JSON away.
      return client.post<unknown, ApiEnvelope<T>>(url, formData, {
        ...config,
        headers: { 'Content-Type': 'multipart/form-data' },
      });
    },
  };
}

/** The helpers returned by `createActions`. */
export type HttpActions = ReturnType<typeof createActions>;

const defaultActions = createActions(http);

/**
 * GET `url` with `params` through the shared client.
 *
 * @example
 * const { result } = await getAction<Page<User>>('/sys/user/list', { pageNo: 1, pageSize: 10 });
 */
export const getAction = defaultActions.getAction;
/**
 * POST `data` as JSON through the shared client.
 *
 * @example
 * await postAction('/sys/role/add', role);
 */
export const postAction = defaultActions.postAction;
/**
 * PUT `data` as JSON through the shared client.
 *
 * @example
 * await putAction('/sys/role/edit', role);
 */
export const putAction = defaultActions.putAction;
/**
 * DELETE with query `params` through the shared client.
 *
 * @example
 * await deleteAction('/sys/sysDepart/delete', { id });
 */
export const deleteAction = defaultActions.deleteAction;
/**
 * Download a Blob through the shared client.
 *
 * @example
 * const blob = await downFile('/sys/user/exportXls', { selections: ids.join(',') });
 */
export const downFile = defaultActions.downFile;
/**
 * POST multipart form data through the shared client.
 *
 * @example
 * await uploadAction('/sys/common/upload', formData);
 */
export const uploadAction = defaultActions.uploadAction;
