import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { RemoteSelect } from './RemoteSelect';
import { Controlled } from './storyHelpers';

// The schema story server (stories/fixtures/memoryCrud) answers /sys/user/list and
// /sys/sysDepart/queryTreeList from memory through the swapped http adapter.
const meta = {
  title: 'Fields/RemoteSelect',
  component: RemoteSelect,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER },
  args: { url: '/sys/user/list', labelField: 'realname', descField: 'username', style: { width: 360 } },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <RemoteSelect {...args} value={value} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof RemoteSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One user, the value their id. */
export const Single: Story = {};

/** Several users, the value a comma list (what announcement `userIds` stores). */
export const MultipleCommaList: Story = {
  args: { multiple: true, params: { pageSize: 500 } },
};

/** Departments as a checkable tree, the value an array. */
export const Tree: Story = {
  args: {
    url: '/sys/sysDepart/queryTreeList',
    valueField: 'value',
    labelField: 'title',
    descField: undefined,
    tree: true,
    multiple: true,
    valueType: 'array',
  },
};

/** An endpoint the server does not answer: the field says so and offers nothing. */
export const Unavailable: Story = {
  args: { url: '/sys/nothing/here', multiple: true },
};
