import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AppStoryParameters } from '../../stories/decorators';
import { adminUser } from '../../stories/fixtures/user';
import { withAntdApp } from '../shell/shellStory';
import { PasswordDialog } from './PasswordDialog';

const meta = {
  title: 'widgets/password-dialog/PasswordDialog',
  component: PasswordDialog,
  args: { open: true, username: 'admin', onClose: () => undefined },
  decorators: [withAntdApp],
  parameters: { user: adminUser } satisfies AppStoryParameters,
} satisfies Meta<typeof PasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const English: Story = {
  parameters: { user: adminUser, locale: 'en-US' } satisfies AppStoryParameters,
};

/** OK with nothing filled: each field says what it needs. */
export const Validation: Story = {
  parameters: { user: adminUser, locale: 'en-US' } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'OK' }));
    await expect(await body.findByText('Please enter the old password!')).toBeTruthy();
  },
};

/** The server refuses (wrong old password): its message shows as a warning. */
export const ServerRefusal: Story = {
  parameters: {
    user: adminUser,
    http: {
      '/sys/user/updatePassword': {
        success: false,
        code: 500,
        message: '旧密码输入错误!',
        result: null,
        timestamp: 0,
      },
    },
  } satisfies AppStoryParameters,
};
