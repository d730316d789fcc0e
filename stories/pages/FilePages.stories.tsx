import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPage } from '../../runtime/antd/page/SchemaPage';
import { FILE_CODES, withFileServer } from './fileStory';
import { SCHEMA_USER, withSchemaServer } from './schemaStory';

// The file lists rendered from schemas/pages/file/*.json and document/*.json against the in-memory
// stored-file API: folders on the left, files with sizes, short digests, upload, preview and download.
const meta = {
  title: 'Pages/Files',
  component: SchemaPage,
  decorators: [withFileServer, withSchemaServer],
  parameters: { ...SCHEMA_USER, codes: FILE_CODES },
  args: { pageId: 'file.general.split', params: {} },
} satisfies Meta<typeof SchemaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** General files: the folder tree under 全部文件 and every file of the category. */
export const GeneralFiles: Story = {};

/** The same list in English. */
export const GeneralFilesEnglish: Story = { parameters: { locale: 'en-US' } };

/** The documents list (its own category: 200 MB, office and PDF types). */
export const Documents: Story = { args: { pageId: 'document.document.split' } };

/** Object storage: buckets on the left; select one for its objects and their pre-signed links. */
export const ObjectStorage: Story = { args: { pageId: 'file.oss.split' } };
