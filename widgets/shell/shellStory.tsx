import type { Decorator } from '@storybook/react-vite';
import { App } from 'antd';
import {
  DEPART_CHOICE_PENDING,
  ls,
  SETTING_STORAGE_KEYS,
  type ShellSettings,
  type UserInfo,
} from '../../runtime/core';
import { storeTabs, TAB_PAGES_KEY } from '../tabs/tabsAtoms';
import { DeviceOverride, type Device } from './device';

/** Story parameters of the shell's widgets, on top of the shared `AppStoryParameters`. */
export interface ShellStoryParameters {
  /** Force a device class whatever the canvas width. */
  device?: Device;
  /** Settings drawer choices in storage before the story renders; the rest are the defaults. */
  settings?: Partial<ShellSettings>;
  /** Open tabs kept for the story's user (multi-tab mode). */
  tabs?: string[];
  /** After login with several departments, the department choice is pending. */
  departChoicePending?: boolean;
  user?: UserInfo;
}

/**
 * Puts the story's settings, tabs and pending department choice in storage, clearing what an earlier
 * story left, so each story shows exactly its state.
 */
export const shellStoryLoader = async ({ parameters }: { parameters: object }): Promise<object> => {
  const { settings = {}, tabs, user, departChoicePending } = parameters as ShellStoryParameters;
  Object.values(SETTING_STORAGE_KEYS).forEach((key) => ls.remove(key));
  for (const [name, value] of Object.entries(settings)) {
    ls.set(SETTING_STORAGE_KEYS[name as keyof ShellSettings], value);
  }
  sessionStorage.removeItem(TAB_PAGES_KEY);
  if (tabs && user) storeTabs(user.username, tabs);
  if (departChoicePending) sessionStorage.setItem(DEPART_CHOICE_PENDING, '1');
  else sessionStorage.removeItem(DEPART_CHOICE_PENDING);
  return {};
};

/** Applies the story's `device` parameter. */
export const withDevice: Decorator = (Story, { parameters }) => {
  const { device } = parameters as ShellStoryParameters;
  return device ? (
    <DeviceOverride device={device}>
      <Story />
    </DeviceOverride>
  ) : (
    <Story />
  );
};

/** antd's App around a widget shown without the layout (which brings its own), for message and modal. */
export const withAntdApp: Decorator = (Story) => (
  <App>
    <Story />
  </App>
);
