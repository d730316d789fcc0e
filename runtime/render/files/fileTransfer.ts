// The stored-file API's calls (schemas/api/files.ts) through the shared HTTP client, so tests and
// stories swap its adapter. Uploads get a long timeout (9 s is for ordinary calls) and show their own
// errors, so 400/413/415 do not also raise the global notification.
import type { AxiosProgressEvent, AxiosRequestConfig, AxiosResponse } from 'axios';
import { ApiError, http, type ApiEnvelope } from '../../core';
import { fileNameFromDisposition } from './fileFormat';

/** Ten minutes: a chunk or a small file on a slow line. */
export const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;
/** Refusals the upload dialog shows next to the file. */
export const UPLOAD_REFUSALS = [400, 404, 409, 413, 415] as const;

/** The resumable session of a large upload (schemas/api/files.ts UploadSession). */
export interface UploadSessionState {
  uploadId: string;
  chunkBytes: number;
  chunkCount: number;
  received: number[];
}

type Progress = (event: AxiosProgressEvent) => void;

const quiet: AxiosRequestConfig = { quietStatuses: UPLOAD_REFUSALS, timeout: UPLOAD_TIMEOUT_MS };

function unwrap<T>(envelope: ApiEnvelope<T>): T {
  if (!envelope.success) throw new ApiError(envelope);
  return envelope.result;
}

/**
 * POSTs one file as multipart: the fields first (the server reads them before the bytes), then `file`.
 *
 * @example
 * await postFile('/sys/file/upload', file, { category: 'general', folder: '' }, { onProgress, signal });
 */
export async function postFile<T>(
  api: string,
  file: Blob & { name?: string },
  fields: Record<string, string>,
  options: { onProgress?: Progress; signal?: AbortSignal } = {},
): Promise<T> {
  const form = new FormData();
  Object.entries(fields).forEach(([key, value]) => form.append(key, value));
  form.append('file', file, file.name);
  const envelope = await http.post<unknown, ApiEnvelope<T>>(api, form, {
    ...quiet,
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: options.onProgress,
    signal: options.signal,
  });
  return unwrap(envelope);
}

/** POST `<api>/init`: opens a resumable session. */
export async function initSession(
  api: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<UploadSessionState> {
  return unwrap(
    await http.post<unknown, ApiEnvelope<UploadSessionState>>(`${api}/init`, body, { ...quiet, signal }),
  );
}

/** GET `<api>/<uploadId>`: the chunks the server holds (resume). */
export async function readSession(api: string, uploadId: string, signal?: AbortSignal) {
  const url = `${api}/${encodeURIComponent(uploadId)}`;
  return unwrap(await http.get<unknown, ApiEnvelope<UploadSessionState>>(url, { ...quiet, signal }));
}

/**
 * PUT one chunk as raw bytes. Its failures are not announced: the uploader retries, then reports.
 *
 * @example
 * await putChunk('/sys/file/upload', 'u1', 0, blob.slice(0, n), { onProgress, signal });
 */
export async function putChunk(
  api: string,
  uploadId: string,
  index: number,
  chunk: Blob,
  options: { onProgress?: Progress; signal?: AbortSignal } = {},
): Promise<void> {
  const url = `${api}/${encodeURIComponent(uploadId)}/${index}`;
  unwrap(
    await http.put<unknown, ApiEnvelope<unknown>>(url, chunk, {
      skipErrorHandler: true,
      timeout: UPLOAD_TIMEOUT_MS,
      headers: { 'Content-Type': 'application/octet-stream' },
      onUploadProgress: options.onProgress,
      signal: options.signal,
    }),
  );
}

/** POST `<api>/<uploadId>/complete`: the server joins the chunks and answers the stored file. */
export async function completeSession<T>(api: string, uploadId: string, signal?: AbortSignal): Promise<T> {
  const url = `${api}/${encodeURIComponent(uploadId)}/complete`;
  return unwrap(await http.post<unknown, ApiEnvelope<T>>(url, {}, { ...quiet, signal }));
}

/** DELETE `<api>/<uploadId>`: the server drops what it received. Failures are ignored (it expires). */
export async function abortSession(api: string, uploadId: string): Promise<void> {
  await http
    .delete(`${api}/${encodeURIComponent(uploadId)}`, { skipErrorHandler: true })
    .catch(() => undefined);
}

/**
 * GETs a file as a Blob with the name its Content-Disposition gives.
 *
 * @example
 * const { blob, name } = await fetchFile('/sys/file/download/f1');
 */
export async function fetchFile(url: string, params?: Record<string, unknown>) {
  const response = await http.get<unknown, AxiosResponse<Blob>>(url, {
    params,
    responseType: 'blob',
    rawResponse: true,
  });
  const headers = response.headers as Record<string, unknown> & { get?: (name: string) => unknown };
  const disposition = headers.get?.('content-disposition') ?? headers['content-disposition'];
  return { blob: response.data, name: fileNameFromDisposition(disposition) };
}
