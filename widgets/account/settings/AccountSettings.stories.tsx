import type { Meta, StoryObj } from '@storybook/react-vite';
import { App } from 'antd';
import { accountHttp, storyProfile } from '../../../stories/fixtures/account';
import type { AppStoryParameters } from '../../../stories/decorators';
import { AccountSettings } from './AccountSettings';

const user = { id: storyProfile.id, username: storyProfile.username, realname: storyProfile.realname };

// antd's App (message hooks) comes with the console layout; the stories show the page without it.
const meta = {
  title: 'widgets/account/settings/AccountSettings',
  component: AccountSettings,
  render: () => (
    <App>
      <AccountSettings />
    </App>
  ),
  parameters: { route: '/account/settings', user, http: accountHttp } satisfies AppStoryParameters,
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Base: Story = {};
export const Security: Story = {
  parameters: {
    route: '/account/settings?tab=security',
    user,
    http: accountHttp,
  } satisfies AppStoryParameters,
};
export const Custom: Story = {
  parameters: { route: '/account/settings?tab=custom', user, http: accountHttp } satisfies AppStoryParameters,
};
export const Binding: Story = {
  parameters: {
    route: '/account/settings?tab=binding',
    user,
    http: accountHttp,
  } satisfies AppStoryParameters,
};
export const Notification: Story = {
  parameters: {
    route: '/account/settings?tab=notification',
    user,
    http: accountHttp,
  } satisfies AppStoryParameters,
};
export const English: Story = {
  parameters: {
    route: '/account/settings',
    user,
    http: accountHttp,
    locale: 'en-US',
  } satisfies AppStoryParameters,
};
