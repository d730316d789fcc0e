import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { vi } from 'vitest';
import { createStore } from 'jotai';
import { setCoreStore, setUiProviders, type CoreStore } from '../../../runtime/core';

/** What a fake route answers: an HTTP status and a body, or a thrown error (timeout, network). */
export type FakeReply = { status?: number; data?: unknown } | Error;
export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/** A request the fake adapter saw, normalised for assertions. */
export interface SeenRequest {
  method: string;
  url: string;
  baseURL?: string;
  params: Record<string, unknown>;
  headers: AxiosHeaders;
  data: unknown;
  responseType?: string;
}

/**
 * An axios adapter answering by `METHOD path` (path without base or query) and recording every request.
 * Statuses outside 2xx reject like axios's own `settle` does.
 */
export function fakeAdapter(routes: Record<string, FakeHandler | FakeReply>) {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = `/${(config.url ?? '').split('?')[0]?.replace(/^\/+/, '')}`;
    let data: unknown = config.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        /* keep text */
      }
    }
    seen.push({
      method,
      url: path,
      baseURL: config.baseURL,
      params: { ...(config.params as Record<string, unknown>) },
      headers: AxiosHeaders.from(config.headers),
      data,
      responseType: config.responseType,
    });
    const route = routes[`${method} ${path}`];
    if (route === undefined) throw new AxiosError(`No fake for ${method} ${path}`, 'ERR_NETWORK', config);
    const reply = typeof route === 'function' ? await route(config) : route;
    if (reply instanceof AxiosError) {
      // Axios's own adapters attach the request config to the errors they raise.
      reply.config ??= config;
      throw reply;
    }
    if (reply instanceof Error) throw reply;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: String(reply.status ?? 200),
      headers: {},
      config,
    };
    if (response.status >= 200 && response.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
  return { adapter, seen };
}

/** A timeout as axios reports it. */
export function timeoutError(): AxiosError {
  return new AxiosError('timeout of 9000ms exceeded', 'ECONNABORTED');
}

/** Fake notification and dialog providers bound into core. */
export function bindFakeUi() {
  const notification = { open: vi.fn(), close: vi.fn() };
  const dialog = { confirm: vi.fn(), info: vi.fn(), error: vi.fn() };
  setUiProviders({ notification, dialog });
  return { notification, dialog };
}

/** A fresh jotai store for core, as each test should have (style anchor 9). */
export function freshCoreStore(): CoreStore {
  const store = createStore();
  setCoreStore(store);
  return store;
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
