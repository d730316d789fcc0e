import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { FormRemoteSelect as RemoteSelect } from './FormRemoteSelect';
import { Controlled } from './storyHelpers';

// The schema story server (stories/fixtures/memoryCrud) answers /sys/user/list and
// /sys/sysDepart/queryTreeList from memory through the swapped http adapter. The registered widget is
// FormRemoteSelect: RemoteSelect whose parameters may follow other fields of its form.
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

/** Inside a form, the query follows another field (`paramFields`): here the users named by `who`. */
export const FollowsAnotherField: Story = {
  args: { paramFields: { username: 'who' } },
  render: (args) => (
    <FormProvider form={createForm({ values: { who: 'admin' } })}>
      <Controlled
        initial={args.value}
        render={(value, onChange) => <RemoteSelect {...args} value={value} onChange={onChange} />}
      />
    </FormProvider>
  ),
};
