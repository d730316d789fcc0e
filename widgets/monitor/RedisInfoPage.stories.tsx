import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { monitorRoutes } from './monitorStoryData';
import { ok, redisOff } from './monitorStoryData';
import { RedisInfoPage } from './RedisInfoPage';

const meta = {
  title: 'widgets/monitor/RedisInfoPage',
  component: RedisInfoPage,
  parameters: { http: monitorRoutes } satisfies AppStoryParameters,
} satisfies Meta<typeof RedisInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const English: Story = { parameters: { locale: 'en-US' } satisfies AppStoryParameters };
/** The server cannot be reached: the error alert with its retry. */
export const LoadFailed: Story = { parameters: { http: {} } satisfies AppStoryParameters };
/** The server runs without REDIS_URL. */
export const NotConfigured: Story = {
  parameters: { http: { ...monitorRoutes, '/sys/monitor/redis': ok(redisOff) } } satisfies AppStoryParameters,
};
