import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { AppStoryParameters } from '../../stories/decorators';
import { routesFixture } from '../../stories/fixtures/menu';
import { adminUser } from '../../stories/fixtures/user';
import { withAntdApp } from '../shell/shellStory';
import { MenuSearch } from './MenuSearch';

/** The search sits at the right of the header, after the welcome text. */
const inHeader: Decorator = (Story) => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 16, height: 64, padding: '0 16px' }}>
    <span style={{ flex: 1 }}>支持中心</span>
    <Story />
  </div>
);

const meta = {
  title: 'widgets/menu-search/MenuSearch',
  component: MenuSearch,
  args: { routes: routesFixture, isMobile: false },
  decorators: [inHeader, withAntdApp],
  parameters: { user: adminUser } satisfies AppStoryParameters,
} satisfies Meta<typeof MenuSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's search icon. */
export const Closed: Story = {};

/** Desktop: the search box opens inline with every visible menu page. */
export const OpenDesktop: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '搜索菜单' }));
  },
};

/** Mobile: the search box opens in a modal. */
export const OpenMobile: Story = {
  args: { isMobile: true },
  play: OpenDesktop.play,
};

export const English: Story = {
  parameters: { user: adminUser, locale: 'en-US' } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Search menu' }));
  },
};
