import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { FileUpload, ImageUpload } from './FileUpload';
import { Controlled } from './storyHelpers';

const meta = {
  title: 'Fields/FileUpload',
  component: FileUpload,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER },
  args: { maxSizeMB: 10, biz: 'biz_case' },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <FileUpload {...args} value={value} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One attachment (multipart POST /sys/common/upload). */
export const Default: Story = {};

/** An attachment already stored. */
export const WithFile: Story = { args: { value: 'biz_case/8c1f4e2a9b3d4c5e6f708192a3b4c5d6.pdf' } };

/** Several files, comma-joined in the value. */
export const Multiple: Story = { args: { multiple: true, value: 'biz_case/a.pdf,biz_case/b.docx' } };

/** Pictures with previews. */
export const Images: Story = {
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <ImageUpload {...args} value={value} onChange={onChange} />}
    />
  ),
};
