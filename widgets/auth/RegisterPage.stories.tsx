import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AppStoryParameters } from '../../stories/decorators';
import { RegisterPage } from './RegisterPage';

const meta = {
  title: 'widgets/auth/RegisterPage',
  component: RegisterPage,
  parameters: { route: '/user/register' } satisfies AppStoryParameters,
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The user name is checked as it is left: a taken one shows the server's answer. */
export const UsernameTaken: Story = {
  parameters: {
    http: {
      '/sys/user/checkOnlyUser': {
        success: false,
        code: 500,
        message: '用户账号已存在',
        result: true,
        timestamp: 0,
      },
    },
  } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('用户名'), 'admin');
    await userEvent.tab();
    await expect(await canvas.findByText('用户账号已存在')).toBeInTheDocument();
  },
};

export const English: Story = {
  parameters: { locale: 'en-US' } satisfies AppStoryParameters,
};
