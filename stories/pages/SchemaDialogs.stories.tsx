import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaDialog } from '../../runtime/antd/pageKit/SchemaDialog';
import { SCHEMA_USER, withSchemaServer } from './schemaStory';

// Modal pages (kind `modal`): a container, a size and a content page.
const meta = {
  title: 'Pages/Modal pages',
  component: SchemaDialog,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER, layout: 'centered' },
  args: { target: 'system.dict.modal', params: {}, onDone: () => undefined, onClosed: () => undefined },
} satisfies Meta<typeof SchemaDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dictionary modal: 60% wide with the fullscreen toggle. */
export const DictionaryModal: Story = {};

/** The items drawer of one dictionary (container `drawer`, size `lg`). */
export const ItemsDrawer: Story = {
  args: { target: 'system.dictItem.drawer', params: { dictId: 'a0000000000000000000000000000001' } },
};

/** The work-order edit modal. */
export const CaseModal: Story = {
  args: { target: 'caseManage.case.modal', params: { id: 'c0000000000000000000000000000002' } },
};

/** A detail page opened in a modal: its body takes 80% of the window's height. */
export const DetailInModal: Story = {
  args: { target: 'caseManage.case.detail', params: { id: 'c0000000000000000000000000000001' } },
};
