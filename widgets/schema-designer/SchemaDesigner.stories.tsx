import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SCHEMA_PERMISSIONS } from '../../stories/fixtures/schemaData';
import type { MemoryServer } from '../../stories/fixtures/memoryCrud';
import { SCHEMA_USER, withSchemaServer } from '../../stories/pages/schemaStory';
import { STORY_PAGE, storedRow, withDesignerFake } from './designerFake';
import { CONTACT_FORM, CONTACT_LIST, CONTACT_MODEL } from './layout/layoutStoryData';
import SchemaDesigner from './SchemaDesigner';

const DESIGNER_CODES = [
  ...SCHEMA_PERMISSIONS,
  'onlineSchema:add',
  'onlineSchema:edit',
  'onlineSchema:delete',
];

// The online schema designer against an in-memory server: the stored list, the editor with its live
// validation messages and the live preview rendered by the real page renderers.
const meta = {
  title: 'Widgets/SchemaDesigner',
  component: SchemaDesigner,
  decorators: [withSchemaServer],
  parameters: {
    ...SCHEMA_USER,
    codes: DESIGNER_CODES,
    server: (server: MemoryServer) => withDesignerFake(server, [storedRow('page', STORY_PAGE)]),
  },
} satisfies Meta<typeof SchemaDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new model draft from the template, validated as it is typed. */
export const NewModel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('online.position.list')).toBeTruthy(), { timeout: 10_000 });
  },
};

/** In English. */
export const English: Story = { parameters: { locale: 'en-US' } };

/** Nothing stored yet, and a user who may only look. */
export const ReadOnlyEmpty: Story = {
  parameters: {
    codes: SCHEMA_PERMISSIONS,
    server: (server: MemoryServer) => withDesignerFake(server, []),
  },
};

const STORED_MODULE = () => [
  storedRow('model', CONTACT_MODEL),
  storedRow('page', CONTACT_LIST),
  storedRow('page', CONTACT_FORM),
];

/** A stored module: the contact model with its list and form pages, which its fields table edits too. */
export const StoredModule: Story = {
  parameters: { server: (server: MemoryServer) => withDesignerFake(server, STORED_MODULE()) },
};

/** The same, with a server that refuses the list page once it shows a `visitDate` column. */
export const StoredModuleListRefused: Story = {
  parameters: {
    server: (server: MemoryServer) => withDesignerFake(server, STORED_MODULE(), '"field": "visitDate"'),
  },
};
