import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { routesFixture } from '../../stories/fixtures/menu';
import { adminUser } from '../../stories/fixtures/user';
import { shellStoryLoader, withAntdApp, type ShellStoryParameters } from '../shell/shellStory';
import { MultiTabBar } from './MultiTabBar';
import { useTabTracking } from './useTabTracking';

type Parameters = AppStoryParameters & ShellStoryParameters;

function TrackedTabBar() {
  // The layout records route changes as tabs; here the bar does it itself.
  useTabTracking(routesFixture);
  return <MultiTabBar routes={routesFixture} />;
}

const base = {
  route: '/isystem/role',
  user: adminUser,
  tabs: ['/dashboard/analysis', '/isystem/user', '/isystem/role'],
} satisfies Parameters;

const meta = {
  title: 'widgets/tabs/MultiTabBar',
  component: MultiTabBar,
  render: () => <TrackedTabBar />,
  args: { routes: routesFixture },
  loaders: [shellStoryLoader],
  decorators: [withAntdApp],
  parameters: base,
} satisfies Meta<typeof MultiTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home, then two pages; right-click a tab for refresh / close left / close right / close others. */
export const Default: Story = {};

/** A fresh session on a page: the home tab comes first. */
export const FreshSession: Story = {
  parameters: { ...base, tabs: undefined, route: '/monitor/disk' } satisfies Parameters,
};

/** More tabs than fit: the bar scrolls and offers the rest in a menu. */
export const ManyTabs: Story = {
  parameters: {
    ...base,
    route: '/monitor/disk',
    tabs: [
      '/dashboard/analysis',
      '/caseManage/list',
      '/caseManage/detail?id=1',
      '/isystem/user',
      '/isystem/role',
      '/isystem/depart',
      '/monitor/disk',
    ],
  } satisfies Parameters,
};

export const English: Story = {
  parameters: { ...base, locale: 'en-US' } satisfies Parameters,
};
