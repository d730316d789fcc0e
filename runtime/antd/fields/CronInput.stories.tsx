import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controlled } from './storyHelpers';
import { CronInput } from './CronInput';

const PREVIEW = '/sys/quartzJob/cronPreview';

const meta = {
  title: 'Fields/CronInput',
  component: CronInput,
  parameters: {
    // The server's answer for any expression: the next five runs.
    http: {
      [PREVIEW]: {
        success: true,
        code: 200,
        message: '',
        result: [
          '2026-11-27 09:00:00',
          '2026-11-27 09:05:00',
          '2026-11-27 09:10:00',
          '2026-11-27 09:15:00',
          '2026-11-27 09:20:00',
        ],
      },
    },
  },
  args: { previewUrl: PREVIEW, style: { width: 320 } },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <CronInput {...args} value={value} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof CronInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Quartz expression with its next runs listed under the field. */
export const Default: Story = { args: { value: '0 0/5 9 * * ?' } };

/** Empty: no preview until something is typed. */
export const Empty: Story = {};
