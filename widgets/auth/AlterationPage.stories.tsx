import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AppStoryParameters } from '../../stories/decorators';
import { AlterationPage } from './AlterationPage';

const ok = (result: unknown, message = '') => ({ success: true, code: 200, message, result, timestamp: 0 });

const meta = {
  title: 'widgets/auth/AlterationPage',
  component: AlterationPage,
  parameters: { route: '/user/alteration' } satisfies AppStoryParameters,
} satisfies Meta<typeof AlterationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Step 1 passed: the new password step for the verified account. */
export const PasswordStep: Story = {
  parameters: {
    http: { '/sys/user/phoneVerification': ok({ ticket: 'story-ticket', username: 'alice' }) },
  } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('用户名'), 'alice');
    await userEvent.type(canvas.getByLabelText('手机号'), '13811110001');
    await userEvent.type(canvas.getByPlaceholderText('请输入短信验证码'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByRole('button', { name: '重置密码' })).toBeInTheDocument();
  },
};

export const English: Story = {
  parameters: { locale: 'en-US' } satisfies AppStoryParameters,
};
