import type { Decorator, Loader } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  ACCESS_TOKEN,
  changeLocale,
  http,
  initI18n,
  localeAtom,
  ls,
  setCoreStore,
  USER_INFO,
  type Locale,
  type UserInfo,
} from '../runtime/core';
import { AppProviders } from '../runtime/app/AppProviders';
import { registerWidgets } from '../runtime/app/registerWidgets';
import { fakeAdapter, type FakeRoutes } from './fixtures/fakeHttp';

/** Story parameters the shared decorator reads. */
export interface AppStoryParameters {
  /** Interface language, zh-CN by default. */
  locale?: Locale;
  /** The memory router's first entry, `/` by default. */
  route?: string;
  /** A signed-in user (a token is stored with it); signed out when absent. */
  user?: UserInfo;
  /** Envelopes by API path; the HTTP client answers from them instead of a server. */
  http?: FakeRoutes;
}

const realAdapter = http.defaults.adapter;

/**
 * Runs before each story renders: i18n in the story's language, the story's session in storage, and
 * its fake HTTP answers.
 */
export const prepareStory: Loader = async ({ parameters }) => {
  const { locale = 'zh-CN', user, http: routes } = parameters as AppStoryParameters;
  initI18n();
  registerWidgets();
  await changeLocale(locale);
  ls.remove(ACCESS_TOKEN);
  ls.remove(USER_INFO);
  if (user) {
    ls.set(ACCESS_TOKEN, 'story-token');
    ls.set(USER_INFO, user);
  }
  http.defaults.adapter = routes ? fakeAdapter(routes) : realAdapter;
  return {};
};

function StoryProviders({ locale, route, children }: { locale: Locale; route: string; children: ReactNode }) {
  // A fresh store per story (style anchor 9), shared with core so login and logout write to it.
  const [store] = useState(() => {
    const next = createStore();
    next.set(localeAtom, locale);
    setCoreStore(next);
    return next;
  });
  return (
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProviders>
  );
}

/**
 * Wraps every story in the app's providers (jotai with a fresh store, antd ConfigProvider and App in the
 * story's locale) and a memory router.
 */
export const withAppProviders: Decorator = (Story, { parameters, id }) => {
  const { locale = 'zh-CN', route = '/' } = parameters as AppStoryParameters;
  return (
    <StoryProviders key={id} locale={locale} route={route}>
      <Story />
    </StoryProviders>
  );
};
