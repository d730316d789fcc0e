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

/** The phone tab: mobile number and SMS code; asking for a code starts the 60-second countdown. */
export const PhoneTab: Story = {
  parameters: {
    http: {
      '/sys/sms': { success: true, code: 200, message: '短信验证码已发送', result: null, timestamp: 0 },
    },
  } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '手机号登录' }));
    await userEvent.type(await canvas.findByPlaceholderText('请输入手机号'), '13800000000');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByText('短信验证码已发送')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  },
};
