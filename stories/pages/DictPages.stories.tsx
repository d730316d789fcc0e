import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SchemaPage } from '../../runtime/antd/page/SchemaPage';
import { SCHEMA_USER, withSchemaServer } from './schemaStory';

// Full pages rendered from schemas/pages/system/dict*.json against the in-memory server.
const meta = {
  title: 'Pages/System/Dictionaries',
  component: SchemaPage,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER },
  args: { pageId: 'system.dict.list', params: {} },
} satisfies Meta<typeof SchemaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dictionary list (menu component system/DictList). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('优先级')).toBeTruthy(), { timeout: 10_000 });
  },
};

/** The same list in English. */
export const ListEnglish: Story = { parameters: { locale: 'en-US' } };

/** The dictionary form as its modal shows it, adding a new dictionary. */
export const AddForm: Story = { args: { pageId: 'system.dict.form' } };

/** Editing an existing dictionary: the code is disabled (`disabledWhen: mode == 'edit'`). */
export const EditForm: Story = {
  args: { pageId: 'system.dict.form', params: { id: 'a0000000000000000000000000000001' } },
};

/** The items of one dictionary (the drawer's content list, filtered by `dictId`). */
export const Items: Story = {
  args: { pageId: 'system.dictItem.list', params: { dictId: 'a0000000000000000000000000000001' } },
};

/** Without any button permission: add, edit, delete, export and import are removed (SPEC §6). */
export const ReadOnlyUser: Story = { parameters: { codes: [] } };

/** No dictionaries yet: the empty state. */
export const Empty: Story = {
  parameters: { server: (server: { tables: { rows: unknown[] }[] }) => (server.tables[0]!.rows = []) },
};
