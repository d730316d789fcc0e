import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { TestHome } from './TestHome';

const meta = {
  title: 'widgets/exception/TestHome',
  component: TestHome,
  parameters: { route: '/test/home' } satisfies AppStoryParameters,
} satisfies Meta<typeof TestHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const English: Story = {
  parameters: { route: '/test/home', locale: 'en-US' } satisfies AppStoryParameters,
};
