import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { DictCheckbox } from './DictCheckbox';
import { DictRadio } from './DictRadio';
import { Controlled } from './storyHelpers';

const meta = {
  title: 'Fields/DictRadio',
  component: DictRadio,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER },
  args: { dictCode: 'dict_item_status', numeric: true, value: 1 },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <DictRadio {...args} value={value} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof DictRadio>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A numeric dictionary field (sys_dict_item.status): the value stays a number. */
export const Default: Story = {};

/** As buttons. */
export const Buttons: Story = {
  args: { dictCode: 'priority', numeric: false, value: 'M', buttonStyle: true },
};

/** DictCheckbox: several values of a dictionary. */
export const Checkboxes: Story = {
  render: () => (
    <Controlled<(string | number)[] | string>
      initial={['1']}
      render={(value, onChange) => <DictCheckbox dictCode="case_type" value={value} onChange={onChange} />}
    />
  ),
};
