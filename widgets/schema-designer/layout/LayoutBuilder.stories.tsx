import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { useState } from 'react';
import { SCHEMA_PERMISSIONS } from '../../../stories/fixtures/schemaData';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { withDesignerFake } from '../designerFake';
import { LayoutBuilder, type LayoutPages } from './LayoutBuilder';
import { CONTACT_CODES, CONTACT_FORM, CONTACT_LIST, CONTACT_MODAL, CONTACT_MODEL } from './layoutStoryData';

/** The builder as the designer holds it: the pages in state, their JSON shown below. */
function Harness() {
  const [pages, setPages] = useState<LayoutPages>({
    list: CONTACT_LIST,
    form: CONTACT_FORM,
    modal: CONTACT_MODAL,
  });
  return (
    <div style={{ padding: 16 }}>
      <LayoutBuilder
        model={CONTACT_MODEL}
        pages={pages}
        onChange={(kind, page) => setPages((p) => ({ ...p, [kind]: page }))}
      />
      {(['list', 'form', 'modal'] as const).map((kind) => (
        <Typography.Paragraph key={kind}>
          <pre data-testid={`layout-json-${kind}`} style={{ maxHeight: 240, overflow: 'auto', fontSize: 12 }}>
            {JSON.stringify(pages[kind], null, 2)}
          </pre>
        </Typography.Paragraph>
      ))}
    </div>
  );
}

// The designer's visual layout builder over an unsaved contact module: columns, standard actions and
// search of the list, sections of the form, the dialog's size, and the preview over sample rows.
const meta = {
  title: 'Widgets/SchemaDesigner/LayoutBuilder',
  component: Harness,
  decorators: [withSchemaServer],
  parameters: {
    ...SCHEMA_USER,
    codes: [...SCHEMA_PERMISSIONS, ...CONTACT_CODES],
    server: (server: MemoryServer) => withDesignerFake(server, []),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Chinese: the list tab and the preview of five sample rows. */
export const Default: Story = {};

/** In English. */
export const English: Story = { parameters: { locale: 'en-US' } };
