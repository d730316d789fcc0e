import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { monitorRoutes } from './monitorStoryData';
import { NodeRuntimePage } from './NodeRuntimePage';

const meta = {
  title: 'widgets/monitor/NodeRuntimePage',
  component: NodeRuntimePage,
  parameters: { http: monitorRoutes } satisfies AppStoryParameters,
} satisfies Meta<typeof NodeRuntimePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const English: Story = { parameters: { locale: 'en-US' } satisfies AppStoryParameters };
/** The server cannot be reached: the error alert with its retry. */
export const LoadFailed: Story = { parameters: { http: {} } satisfies AppStoryParameters };
