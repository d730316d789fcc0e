import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SCHEMA_PERMISSIONS } from '../../../stories/fixtures/schemaData';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { STORY_PAGE, storedRow } from '../designerFake';
import SchemaDesigner from '../SchemaDesigner';
import { withHistoryFake } from './historyFake';

/** A stored model with two earlier versions: the first without `remark`, the second without `phone`. */
export const HISTORY_MODEL = {
  $id: 'urn:lowcode:model:online_contact',
  type: 'object',
  'x-label': '联系人',
  'x-storage': { table: 'online_contact' },
  properties: {
    id: { type: 'string', readOnly: true },
    name: { type: 'string', maxLength: 50 },
    phone: { type: 'string', maxLength: 20 },
    remark: { type: 'string', maxLength: 200 },
  },
};
const text = (doc: unknown) => JSON.stringify(doc, null, 2);
const { remark: _remark, ...firstProperties } = HISTORY_MODEL.properties;
const { phone: _phone, ...secondProperties } = HISTORY_MODEL.properties;
export const HISTORY_TEXTS = [
  text({ ...HISTORY_MODEL, properties: firstProperties }),
  text({ ...HISTORY_MODEL, properties: secondProperties }),
];

// The designer's versions: the history drawer of a stored model (who, when, note), the line diff of two
// versions, rollback with a note, and the data-loss confirmation before a save that drops a field.
const meta = {
  title: 'Widgets/SchemaDesigner/History',
  component: SchemaDesigner,
  decorators: [withSchemaServer],
  parameters: {
    ...SCHEMA_USER,
    codes: [...SCHEMA_PERMISSIONS, 'onlineSchema:add', 'onlineSchema:edit', 'onlineSchema:delete'],
    server: (server: MemoryServer) =>
      withHistoryFake(server, [storedRow('model', HISTORY_MODEL), storedRow('page', STORY_PAGE)], {
        online_contact: HISTORY_TEXTS,
      }),
  },
} satisfies Meta<typeof SchemaDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

const openHistory = async (canvasElement: HTMLElement, button: RegExp, model = 'online_contact') => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByText(model, {}, { timeout: 10_000 }));
  await userEvent.click(await canvas.findByText(button));
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByTestId('designer-diff')).toBeTruthy(), { timeout: 10_000 });
};

/** The versions drawer of a stored model, the last two versions compared. */
export const Versions: Story = {
  play: async ({ canvasElement }) => openHistory(canvasElement, /^版本历史$/),
};

/** In English. */
export const VersionsEnglish: Story = {
  parameters: { locale: 'en-US' },
  play: async ({ canvasElement }) => openHistory(canvasElement, /^Versions$/),
};
