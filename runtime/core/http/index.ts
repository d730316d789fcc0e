export { createHttpClient, http } from './client';
export type { HttpClientOptions } from './types';
export type { MemoryEndpoint, MemoryRequest } from './memoryEndpoint';
export {
  createActions,
  getAction,
  postAction,
  putAction,
  deleteAction,
  downFile,
  uploadAction,
  type HttpActions,
} from './actions';
export { getFileAccessHttpUrl } from './fileUrl';
export { ApiError, errorMessageOf } from './apiError';
export { handleHttpError, TOKEN_INVALID_TEXT } from './errorHandler';
export { prepareRequest, DICT_ITEMS_PATH } from './requestInterceptor';
export { onCallSucceeded, type CallListener, type SucceededCall } from './successHooks';
