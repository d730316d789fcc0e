import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { DeptTreeSelect } from './DeptTreeSelect';
import { clearDepartTree } from './useDepartTree';
import { Controlled } from './storyHelpers';

const meta = {
  title: 'Fields/DeptTreeSelect',
  component: DeptTreeSelect,
  decorators: [
    (Story) => {
      clearDepartTree();
      return <Story />;
    },
    withSchemaServer,
  ],
  parameters: { ...SCHEMA_USER },
  args: { placeholder: '请选择部门', style: { width: 280 } },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <DeptTreeSelect {...args} value={value as string} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof DeptTreeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The department tree from /sys/sysDepart/queryTreeList. */
export const Default: Story = {};

/** A stored value shows its label (`<field>_dictText`) before the tree has loaded. */
export const WithValue: Story = {
  args: { value: 'd0000000000000000000000000000002', initialLabel: '一线支持部' },
};

/** Several departments, as the user form's `selecteddeparts` (one comma-joined string). */
export const MultipleJoined: Story = {
  args: {
    multiple: true,
    joined: true,
    value: 'd0000000000000000000000000000002,d0000000000000000000000000000003',
  },
};
