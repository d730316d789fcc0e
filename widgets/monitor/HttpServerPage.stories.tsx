import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { monitorRoutes } from './monitorStoryData';
import { HttpServerPage } from './HttpServerPage';

const meta = {
  title: 'widgets/monitor/HttpServerPage',
  component: HttpServerPage,
  parameters: { http: monitorRoutes } satisfies AppStoryParameters,
} satisfies Meta<typeof HttpServerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const English: Story = { parameters: { locale: 'en-US' } satisfies AppStoryParameters };
/** The server cannot be reached: the error alert with its retry. */
export const LoadFailed: Story = { parameters: { http: {} } satisfies AppStoryParameters };
