import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { Controlled } from './storyHelpers';
import { UserPicker } from './UserPicker';

const meta = {
  title: 'Fields/UserPicker',
  component: UserPicker,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER },
  args: { style: { width: 280 } },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <UserPicker {...args} value={value} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof UserPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type part of a name to find users (GET /sys/user/list). */
export const Default: Story = {};

/** The assignee of a work order, labelled by its `_dictText` until the list loads. */
export const WithValue: Story = { args: { value: 'u0000000000000000000000000000002', initialLabel: '张伟' } };
