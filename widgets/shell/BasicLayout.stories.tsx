import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { AppStoryParameters } from '../../stories/decorators';
import { routesFixture } from '../../stories/fixtures/menu';
import { adminUser, longNameUser } from '../../stories/fixtures/user';
import { NotAvailable } from '../exception/NotAvailable';
import { BasicLayout, type BasicLayoutProps } from './BasicLayout';

function LayoutWithPage(props: BasicLayoutProps) {
  return (
    <Routes>
      <Route element={<BasicLayout {...props} />}>
        <Route path="*" element={<NotAvailable componentName="system/UserList" />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'widgets/shell/BasicLayout',
  component: BasicLayout,
  render: (args) => <LayoutWithPage {...args} />,
  args: { routes: routesFixture, defaultCollapsed: false },
  parameters: { route: '/isystem/user', user: adminUser } satisfies AppStoryParameters,
} satisfies Meta<typeof BasicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Collapsed: Story = { args: { defaultCollapsed: true } };

export const English: Story = {
  parameters: { locale: 'en-US', route: '/isystem/user', user: adminUser } satisfies AppStoryParameters,
};

export const LongUserName: Story = {
  parameters: { route: '/caseManage/list', user: longNameUser } satisfies AppStoryParameters,
};
