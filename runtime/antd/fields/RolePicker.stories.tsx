import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { Controlled } from './storyHelpers';
import { RolePicker } from './RolePicker';

const meta = {
  title: 'Fields/RolePicker',
  component: RolePicker,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER },
  args: { style: { width: 320 } },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <RolePicker {...args} value={value} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof RolePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several roles from GET /sys/role/queryall, searchable by name or code. */
export const Default: Story = {};

/** The user form's `selectedroles`: one comma-joined string in and out. */
export const Joined: Story = {
  args: { joined: true, value: 'r0000000000000000000000000000002,r0000000000000000000000000000003' },
};
