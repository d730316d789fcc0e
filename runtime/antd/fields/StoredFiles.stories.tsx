import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILE_CODES, withFileServer } from '../../../stories/pages/fileStory';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { Controlled } from './storyHelpers';
import { StoredFilesField } from './StoredFilesField';

// A download-center record's files against the in-memory stored-file API: the files it holds with
// size and SHA-256, a remove button each, and 上传文件 opening the upload dialog; each stored file
// joins the value.
const SHA = '3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b';

const meta = {
  title: 'Fields/StoredFiles',
  component: StoredFilesField,
  decorators: [withFileServer, withSchemaServer],
  parameters: { ...SCHEMA_USER, codes: FILE_CODES },
  args: {
    category: 'general',
    folder: '',
    max: 3,
    value: 'f1,f2',
    initialFiles: [
      { id: 'f1', name: '产品手册.pdf', sizeBytes: 1_258_291, sha256: SHA, downloadCount: 3 },
      { id: 'f2', name: 'logo.png', sizeBytes: 48_213, sha256: SHA, downloadCount: 3 },
    ],
  },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <StoredFilesField {...args} value={value} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof StoredFilesField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two files held; one more may be added. */
export const Default: Story = {};

/** No files yet. */
export const Empty: Story = { args: { value: undefined, initialFiles: [] } };

/** Read-only: no upload or remove buttons. */
export const Disabled: Story = { args: { disabled: true } };

/** English texts. */
export const English: Story = { parameters: { locale: 'en-US' } };
