import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { adminUser } from '../../stories/fixtures/user';
import { withAntdApp } from '../shell/shellStory';
import { DepartSwitcher } from './DepartSwitcher';

const envelope = (result: unknown) => ({ success: true, code: 200, message: '', result, timestamp: 0 });

const departs = [
  { id: 'd1', orgCode: 'A01', departName: '总部', departNameEn: 'Headquarters' },
  { id: 'd2', orgCode: 'A01A01', departName: '技术支持部', departNameEn: 'Technical Support' },
  {
    id: 'd3',
    orgCode: 'A02A01',
    departName: '华东区域合作伙伴技术支持与运营服务中心',
    departNameEn: 'East China Partner Technical Support and Operations Service Centre',
  },
];

const withDeparts = (orgCode: string | null): AppStoryParameters => ({
  user: adminUser,
  http: {
    '/sys/user/getCurrentUserDeparts': envelope({ list: departs, orgCode }),
    '/sys/selectDepart': envelope({ userInfo: { ...adminUser, orgCode: 'A01A01' } }),
  },
});

const meta = {
  title: 'widgets/depart-switcher/DepartSwitcher',
  component: DepartSwitcher,
  args: { open: true, onClose: () => undefined },
  decorators: [withAntdApp],
  parameters: withDeparts('A01'),
} satisfies Meta<typeof DepartSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switching: the title names the current department, which is preselected. */
export const SwitchDepartment: Story = {};

/** The current department is not known: 'Department selection'. */
export const Selection: Story = { parameters: withDeparts(null) };

/** After login with several departments: no close button, no cancel, nothing preselected. */
export const ForcedAfterLogin: Story = { args: { forced: true } };

/** A department name too long for the select. */
export const LongNames: Story = { parameters: withDeparts('A02A01') };

export const English: Story = {
  parameters: { ...withDeparts('A01A01'), locale: 'en-US' } satisfies AppStoryParameters,
};

/** No departments: a warning instead of the dialog. */
export const NoDepartments: Story = {
  parameters: {
    user: adminUser,
    http: { '/sys/user/getCurrentUserDeparts': envelope({ list: [], orgCode: null }) },
  } satisfies AppStoryParameters,
};
