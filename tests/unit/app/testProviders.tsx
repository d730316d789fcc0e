import { render } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../../../runtime/app/AppProviders';
import {
  ACCESS_TOKEN,
  changeLocale,
  http,
  initI18n,
  localeAtom,
  ls,
  setCoreStore,
  USER_INFO,
  type CoreStore,
  type Locale,
  type UserInfo,
} from '../../../runtime/core';
import { fakeAdapter, type FakeRoutes } from '../../../stories/fixtures/fakeHttp';

export interface RenderOptions {
  /** The memory router's first entry. */
  route?: string;
  locale?: Locale;
  /** Signed in as this user (a token is stored with it). */
  user?: UserInfo;
  /** Envelopes by API path for the shared HTTP client, or its whole transport. */
  http?: FakeRoutes | AxiosAdapter;
  /** Called with the fresh store before rendering (e.g. to preload permissions). */
  prepare?: (store: CoreStore) => void;
}

/** Renders the current location, so tests can assert where navigation went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders `ui` the way the app does (a fresh jotai store shared with core, antd ConfigProvider in the
 * locale) inside a memory router, with the HTTP client answering from `http`.
 */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', locale = 'zh-CN', user, http: routes = {}, prepare } = options;
  initI18n();
  await changeLocale(locale);
  if (user) {
    ls.set(ACCESS_TOKEN, 'test-token');
    ls.set(USER_INFO, user);
  }
  http.defaults.adapter = typeof routes === 'function' ? routes : fakeAdapter(routes);
  const store = createStore();
  store.set(localeAtom, locale);
  setCoreStore(store);
  prepare?.(store);
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store };
}
