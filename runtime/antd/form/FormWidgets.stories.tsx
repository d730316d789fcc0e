import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPage } from '../page/SchemaPage';
import { registerSchemaSource } from '../../render';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { storyWidgetSource } from './storySchemas';

// The plain widgets (Input, Password, NumberPicker with thousands separators, RadioGroup, Switch,
// DictSelect, DatePicker, date-time, TimePicker, TextArea) as a schema form compiles them, with
// linkage: the note shows when "enabled" is on; the email is required for level 2.
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
export const AllWidgets: Story = {};

/** The same form in English (validation messages follow the language). */
export const English: Story = { parameters: { locale: 'en-US' } };
