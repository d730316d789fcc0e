import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FILE_CODES, withFileServer } from '../../../stories/pages/fileStory';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { UploadDialog } from './UploadDialog';
import './locales';

// The upload action's dialog against the in-memory stored-file API: drop or pick files; each shows
// its check, then a progress bar. Files over 20 MB go in chunks.
const meta = {
  title: 'Runtime/Files/Upload dialog',
  component: UploadDialog,
  decorators: [withFileServer, withSchemaServer],
  parameters: { ...SCHEMA_USER, codes: FILE_CODES },
  args: {
    api: '/sys/file/upload',
    chunked: true,
    rulesApi: '/sys/file/categories',
    multiple: true,
    fields: { category: 'general', folder: '合同' },
    onUploaded: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof UploadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** General files: any type up to 1024 MB. */
export const General: Story = {};

/** Documents: 200 MB and office, PDF and image types; other types are refused before sending. */
export const Documents: Story = { args: { fields: { category: 'document', folder: '' } } };

/** English texts. */
export const English: Story = { parameters: { locale: 'en-US' } };

/**
 * Every chunk fails on the network: a large file stops after three tries per chunk and offers
 * 继续上传 (resume), which sends only the chunks the server lacks.
 */
export const ChunkFails: Story = {
  parameters: {
    files: (files: { fail?: (method: string, path: string) => number | 'network' | undefined }) => {
      files.fail = (method) => (method === 'PUT' ? 'network' : undefined);
    },
  },
};
