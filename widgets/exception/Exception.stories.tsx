import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { Exception403 } from './Exception403';
import { Exception404 } from './Exception404';
import { Exception500 } from './Exception500';
import { NotAvailable } from './NotAvailable';

const meta = {
  title: 'widgets/exception/Exception',
  component: Exception404,
} satisfies Meta<typeof Exception404>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Forbidden: Story = { render: () => <Exception403 /> };
export const NotFound: Story = {};
export const ServerError: Story = { render: () => <Exception500 /> };
export const PageNotAvailable: Story = { render: () => <NotAvailable componentName="system/UserList" /> };
export const PageNotAvailableEnglish: Story = {
  render: () => <NotAvailable componentName="system/UserList" />,
  parameters: { locale: 'en-US' } satisfies AppStoryParameters,
};
