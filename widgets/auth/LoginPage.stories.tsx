import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AppStoryParameters } from '../../stories/decorators';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'widgets/auth/LoginPage',
  component: LoginPage,
  parameters: { route: '/user/login' } satisfies AppStoryParameters,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The server refuses the password: its message appears above the form. */
export const ErrorState: Story = {
  parameters: {
    http: {
      '/sys/login': { success: false, code: 500, message: '用户名或密码错误', result: null, timestamp: 0 },
    },
  } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('请输入帐户名'), 'admin');
    await userEvent.type(canvas.getByPlaceholderText('请输入密码'), 'wrong-password{enter}');
    await expect(await canvas.findByText('用户名或密码错误')).toBeInTheDocument();
  },
};

export const English: Story = {
  parameters: { locale: 'en-US' } satisfies AppStoryParameters,
};
