import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { Controlled } from './storyHelpers';
import { UserSelect } from './UserSelect';
import { UserSelectModal } from './UserSelectModal';

const meta = {
  title: 'Fields/UserSelect',
  component: UserSelect,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <UserSelect {...args} value={value} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof UserSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picked users as tags; the button opens the user select modal (search, paging, several). */
export const Default: Story = {};

/** A stored comma-joined value shows the users' names (GET /sys/user/queryByIds). */
export const WithValue: Story = {
  args: { joined: true, value: 'u0000000000000000000000000000002' },
};

/** The modal on its own, as a `pick` action opens it; users already assigned cannot be ticked. */
export const Modal: Story = {
  render: () => (
    <UserSelectModal
      open
      excludeIds={['u0000000000000000000000000000001']}
      onOk={() => undefined}
      onCancel={() => undefined}
    />
  ),
};
