import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { RegisterResultPage } from './RegisterResultPage';

const meta = {
  title: 'widgets/auth/RegisterResultPage',
  component: RegisterResultPage,
  parameters: { route: '/user/register-result?username=newbie' } satisfies AppStoryParameters,
} satisfies Meta<typeof RegisterResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A long account name wraps inside the result title. */
export const LongName: Story = {
  parameters: {
    route: '/user/register-result?username=partner.operations.east-china.support',
  } satisfies AppStoryParameters,
};

export const English: Story = {
  parameters: {
    route: '/user/register-result?username=newbie',
    locale: 'en-US',
  } satisfies AppStoryParameters,
};
