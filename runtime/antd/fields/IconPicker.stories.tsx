import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPicker } from './IconPicker';
import { Controlled } from './storyHelpers';

// No network: the icon names and components come from the lazily loaded antd icon set.
const meta = {
  title: 'Fields/IconPicker',
  component: IconPicker,
  args: { placeholder: '请选择图标', style: { width: 280 } },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <IconPicker {...args} value={value as string} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof IconPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search by name ("setting"), each option with its icon. */
export const Default: Story = {};

/** A menu's stored icon, as JeecgBoot stores it. */
export const WithValue: Story = { args: { value: 'ant-design:setting-outlined' } };
