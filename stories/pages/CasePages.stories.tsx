import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPage } from '../../runtime/antd/page/SchemaPage';
import { SCHEMA_USER, withSchemaServer } from './schemaStory';

// Full pages rendered from schemas/pages/caseManage/*.json against the in-memory server.
const meta = {
  title: 'Pages/Work orders',
  component: SchemaPage,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER },
  args: { pageId: 'caseManage.case.list', params: {} },
} satisfies Meta<typeof SchemaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The work-order list: dictionary tags, ellipsis, datetime, link to the detail, collapsed search. */
export const List: Story = {};

/** New work order (route /caseManage/add): three sections on a two-column grid. */
export const Add: Story = { args: { pageId: 'caseManage.case.add' } };

/** Editing a work order as its modal shows it (user picker, department tree, upload). */
export const Edit: Story = {
  args: { pageId: 'caseManage.case.form', params: { id: 'c0000000000000000000000000000001' } },
};

/** Work-order detail (route /caseManage/detail?id=…): base, case and product sections and history. */
export const Detail: Story = {
  args: { pageId: 'caseManage.case.detail', params: { id: 'c0000000000000000000000000000001' } },
};

/** A detail page for a record that does not exist. */
export const DetailMissing: Story = { args: { pageId: 'caseManage.case.detail', params: { id: 'nope' } } };

/** The built-in list page an online form naming the model gets when it has no list page. */
export const BuiltinList: Story = { args: { pageId: 'builtin.biz_case.list' } };
