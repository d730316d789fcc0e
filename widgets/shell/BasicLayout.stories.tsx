import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import type { AppStoryParameters } from '../../stories/decorators';
import { routesFixture } from '../../stories/fixtures/menu';
import { adminUser, longNameUser } from '../../stories/fixtures/user';
import { NotAvailable } from '../exception/NotAvailable';
import { BasicLayout, type BasicLayoutProps } from './BasicLayout';
import { shellStoryLoader, withDevice, type ShellStoryParameters } from './shellStory';

type Parameters = AppStoryParameters & ShellStoryParameters;

function LayoutWithPage(props: BasicLayoutProps) {
  return (
    <Routes>
      <Route element={<BasicLayout {...props} />}>
        <Route path="*" element={<NotAvailable componentName="system/UserList" />} />
      </Route>
    </Routes>
  );
}

const desktop = { route: '/isystem/user', user: adminUser, device: 'desktop' } satisfies Parameters;

const meta = {
  title: 'widgets/shell/BasicLayout',
  component: BasicLayout,
  render: (args) => <LayoutWithPage {...args} />,
  args: { routes: routesFixture, defaultCollapsed: false },
  loaders: [shellStoryLoader],
  decorators: [withDevice],
  parameters: desktop,
} satisfies Meta<typeof BasicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Collapsed: Story = { args: { defaultCollapsed: true } };

export const English: Story = {
  parameters: { ...desktop, locale: 'en-US' } satisfies Parameters,
};

export const LongUserName: Story = {
  parameters: { ...desktop, route: '/caseManage/list', user: longNameUser } satisfies Parameters,
};

/** The top-menu layout: logo and menu in the header, content at the fixed width. */
export const TopMenu: Story = {
  parameters: { ...desktop, settings: { layoutMode: 'topmenu' } } satisfies Parameters,
};

/** Top menu at the fluid width. */
export const TopMenuFluid: Story = {
  parameters: { ...desktop, settings: { layoutMode: 'topmenu', contentWidth: 'Fluid' } } satisfies Parameters,
};

/** The dark side menu. */
export const Dark: Story = {
  parameters: { ...desktop, settings: { navTheme: 'dark' } } satisfies Parameters,
};

/** The dark top menu with the header in the menu's colour. */
export const DarkTopMenu: Story = {
  parameters: { ...desktop, settings: { navTheme: 'dark', layoutMode: 'topmenu' } } satisfies Parameters,
};

/** A preset primary colour (golden purple) through antd's tokens. */
export const PurplePrimary: Story = {
  parameters: { ...desktop, settings: { primaryColor: '#722ED1' } } satisfies Parameters,
};

/** Many open tabs with long titles in multi-tab mode. */
export const ManyTabs: Story = {
  parameters: {
    ...desktop,
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

/** Multi-tab mode off: breadcrumbs only. */
export const WithoutTabs: Story = {
  parameters: { ...desktop, settings: { multipage: false } } satisfies Parameters,
};

/** A phone: the menu is a drawer opened from the header, every header item is an icon. */
export const Mobile: Story = {
  parameters: { ...desktop, device: 'mobile' } satisfies Parameters,
};

/** A phone with the menu drawer open. */
export const MobileMenuOpen: Story = {
  parameters: { ...desktop, device: 'mobile', settings: { navTheme: 'dark' } } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '打开菜单' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('navigation', { name: '菜单' })).toBeTruthy();
  },
};
