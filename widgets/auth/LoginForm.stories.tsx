import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AppStoryParameters } from '../../stories/decorators';
import { SAMPLE_CAPTCHA_IMAGE } from '../../stories/fixtures/captcha';
import { LoginForm } from './LoginForm';

const captcha = {
  required: true,
  image: SAMPLE_CAPTCHA_IMAGE,
  checkKey: 'story-key',
  refresh: fn(),
  demand: fn(),
};

const meta = {
  title: 'widgets/auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  render: (args) => (
    <div style={{ width: 368, margin: '24px auto' }}>
      <LoginForm {...args} />
    </div>
  ),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After a failed attempt the server asks for the image captcha; it is required and sent with its key. */
export const WithCaptcha: Story = {
  args: { captcha, error: '用户名或密码错误' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('请输入帐户名'), 'admin');
    await userEvent.type(canvas.getByPlaceholderText('请输入密码'), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: /登 录/ }));
    await expect(await canvas.findByText('请输入验证码!')).toBeInTheDocument();
    await userEvent.type(canvas.getByPlaceholderText('请输入验证码'), 'k7rx');
    await userEvent.click(canvas.getByRole('button', { name: /登 录/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'admin',
      password: 'secret',
      captcha: 'k7rx',
      checkKey: 'story-key',
    });
  },
};

export const CaptchaLoading: Story = { args: { captcha: { ...captcha, image: undefined } } };

export const CaptchaEnglish: Story = {
  args: { captcha },
  parameters: { locale: 'en-US' } satisfies AppStoryParameters,
};
