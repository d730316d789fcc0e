import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { monitorRoutes } from './monitorStoryData';
import { DiskPage } from './DiskPage';

const meta = {
  title: 'widgets/monitor/DiskPage',
  component: DiskPage,
  parameters: { http: monitorRoutes } satisfies AppStoryParameters,
} satisfies Meta<typeof DiskPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const English: Story = { parameters: { locale: 'en-US' } satisfies AppStoryParameters };
/** The server cannot be reached: the error alert with its retry. */
export const LoadFailed: Story = { parameters: { http: {} } satisfies AppStoryParameters };
