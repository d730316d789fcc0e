import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { DictSelect } from './DictSelect';
import { Controlled } from './storyHelpers';

const meta = {
  title: 'Fields/DictSelect',
  component: DictSelect,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER },
  args: { dictCode: 'case_status', placeholder: '请选择状态', style: { width: 280 } },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <DictSelect {...args} value={value} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof DictSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Options of a dictionary, searchable case-insensitively by their text. */
export const Default: Story = {};

/** With a value. */
export const Selected: Story = { args: { value: '1' } };

/** Several values (multi-value dictionary fields). */
export const Multiple: Story = { args: { dictCode: 'case_type', mode: 'multiple', value: ['1', '3'] } };

/** A removal list: closed cases cannot be picked. */
export const WithoutSome: Story = { args: { excludeValues: ['4'] } };

/** A filter list: only the listed values are offered. */
export const OnlySome: Story = { args: { includeValues: ['0', '1'] } };

/** Disabled. */
export const Disabled: Story = { args: { value: '2', disabled: true } };
