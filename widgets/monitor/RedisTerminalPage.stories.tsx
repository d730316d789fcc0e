import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { ok } from './monitorStoryData';
import { RedisTerminalPage } from './RedisTerminalPage';

const meta = {
  title: 'widgets/monitor/RedisTerminalPage',
  component: RedisTerminalPage,
  parameters: {
    http: { '/sys/monitor/redis/command': ok({ command: 'PING', output: 'PONG' }) },
  } satisfies AppStoryParameters,
} satisfies Meta<typeof RedisTerminalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const English: Story = { parameters: { locale: 'en-US' } satisfies AppStoryParameters };
/** Every command is refused the way the server refuses one off the allow-list. */
export const Refusing: Story = {
  parameters: {
    http: {
      '/sys/monitor/redis/command': {
        success: false,
        code: 400,
        message: 'FLUSHALL is not allowed',
        result: null,
        timestamp: 0,
      },
    },
  } satisfies AppStoryParameters,
};
