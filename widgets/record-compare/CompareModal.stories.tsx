import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { AppStoryParameters } from '../../stories/decorators';
import { adminUser } from '../../stories/fixtures/user';
import { CompareModal, type CompareVersion } from './CompareModal';

/** Two versions of a work order as the data log keeps them: status, assignee and one nested field changed. */
const VERSIONS: [CompareVersion, CompareVersion] = [
  {
    label: '1',
    content: {
      caseNo: 'CS202611260001',
      title: '云主机无法登录',
      status: '1',
      assignee: null,
      contacts: [{ name: '张伟', phone: '13800001234' }],
    },
  },
  {
    label: '2',
    content: {
      caseNo: 'CS202611260001',
      title: '云主机无法登录',
      status: '2',
      assignee: 'zhangsan',
      contacts: [{ name: '张伟', phone: '13900005678' }],
    },
  },
];

const meta = {
  title: 'widgets/record-compare/CompareModal',
  component: CompareModal,
  args: { load: () => Promise.resolve(VERSIONS), onClose: fn() },
  parameters: { user: adminUser } satisfies AppStoryParameters,
} satisfies Meta<typeof CompareModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Field by field, the changed ones highlighted, with the "differences only" switch. */
export const Default: Story = {};

/** Not exactly two versions selected: the modal says so instead of loading. */
export const PickTwo: Story = { args: { problem: 'pickTwo' } };

/** The server did not give the versions. */
export const Failed: Story = { args: { load: () => Promise.reject(new Error('404')) } };
