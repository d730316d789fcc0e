import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { Analysis } from './Analysis';

const days = ['11-15', '11-16', '11-17', '11-18', '11-19', '11-20', '11-21'].map((type, i) => ({
  type,
  tian: `2026-${type}`,
  visit: [12, 30, 8, 0, 21, 17, 9][i]!,
  ip: [4, 9, 3, 0, 7, 6, 3][i]!,
}));

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result, timestamp: 0 });

const meta = {
  title: 'widgets/dashboard/Analysis',
  component: Analysis,
  parameters: {
    http: {
      '/sys/loginfo': ok({ totalVisitCount: 1280, todayVisitCount: 9, todayIp: 3 }),
      '/sys/visitInfo': ok(days),
    },
  } satisfies AppStoryParameters,
} satisfies Meta<typeof Analysis>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSignIns: Story = {};
export const English: Story = { parameters: { locale: 'en-US' } satisfies AppStoryParameters };
export const LoadFailed: Story = { parameters: { http: {} } satisfies AppStoryParameters };
