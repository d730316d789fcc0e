import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportChart } from './ReportChart';
import type { ReportColumnInfo, ReportRecord } from './reportApi';

// Rows as getData answers a report grouped by status: the x labels come from `status_dictText`.
const COLUMNS: ReportColumnInfo[] = [
  { field: 'status', label: '状态', dict: 'case_status', dictText: true, type: 'string' },
  { field: 'cnt', label: '数量', dictText: false, aggregate: 'count', type: 'integer' },
];

const RECORDS: ReportRecord[] = [
  { status: '0', status_dictText: '新建', cnt: 12 },
  { status: '1', status_dictText: '处理中', cnt: 21 },
  { status: '2', status_dictText: '待客户反馈', cnt: 7 },
  { status: '3', status_dictText: '已解决', cnt: 30 },
  { status: '4', status_dictText: '已关闭', cnt: 18 },
];

const meta = {
  title: 'Reports/ReportChart',
  component: ReportChart,
  args: { chart: { type: 'bar', x: 'status', y: 'cnt' }, columns: COLUMNS, records: RECORDS },
  render: (args) => (
    <div style={{ padding: 24, maxWidth: 720 }}>
      <ReportChart {...args} />
    </div>
  ),
} satisfies Meta<typeof ReportChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Work orders per status as bars, the dictionary labels on the x axis. */
export const Bar: Story = {};

/** The same counts as a line. */
export const Line: Story = { args: { chart: { type: 'line', x: 'status', y: 'cnt' } } };

/** The same counts as a ring, with a legend of the labels. */
export const Pie: Story = { args: { chart: { type: 'pie', x: 'status', y: 'cnt' } } };
