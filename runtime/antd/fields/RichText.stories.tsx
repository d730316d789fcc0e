import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText } from './RichText';
import { Controlled } from './storyHelpers';

const meta = {
  title: 'Fields/RichText',
  component: RichText,
  args: { placeholder: '请输入内容' },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <RichText {...args} value={value} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty editor with its toolbar. */
export const Default: Story = {};

/** Stored HTML is sanitised before it is shown: the script and the handler are gone. */
export const Sanitised: Story = {
  args: {
    value: '<p>升级说明<b onclick="alert(1)">请查看</b></p><script>alert(1)</script><ul><li>第一项</li></ul>',
  },
};

/** Read-only: no toolbar. */
export const ReadOnly: Story = { args: { value: '<p>只读内容</p>', readOnly: true } };
