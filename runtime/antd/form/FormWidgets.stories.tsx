import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SchemaPage } from '../page/SchemaPage';
import { registerSchemaSource } from '../../render';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { storyWidgetSource } from './storySchemas';

// The plain widgets (Input, Password, NumberPicker with thousands separators, RadioGroup, Select,
// CheckboxGroup, Switch, DictSelect, DictCheckbox, DatePicker, date-time, TimePicker, DateRange,
// TextArea, ImageUpload) as a schema form compiles them, with linkage: the note shows when "enabled" is on; the email is required for
// level 2.
const meta = {
  title: 'Fields/Form widgets',
  component: SchemaPage,
  decorators: [
    (Story) => {
      registerSchemaSource(storyWidgetSource());
      return <Story />;
    },
    withSchemaServer,
  ],
  parameters: { ...SCHEMA_USER },
  args: { pageId: 'story.widgets.form', params: {} },
} satisfies Meta<typeof SchemaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every plain widget in a two-column form. */
export const AllWidgets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The option widgets and the range: a select, a checkbox per option, the range's two inputs.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '渠道' })).toBeTruthy(), {
      timeout: 20_000,
    });
    // The fixed options, then the dictionary's once its items have loaded.
    const labels = () => canvas.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    await waitFor(() => expect(labels()).toEqual(['重点客户', '加急', '需上门', '咨询', '故障', '需求']), {
      timeout: 20_000,
    });
    await expect(canvas.getByPlaceholderText('开始日期')).toBeTruthy();
    await expect(canvas.getByPlaceholderText('结束日期')).toBeTruthy();
  },
};

/** The same form in English (validation messages follow the language). */
export const English: Story = { parameters: { locale: 'en-US' } };
