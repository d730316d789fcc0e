import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { AppStoryParameters } from '../../stories/decorators';
import { SearchForm } from './SearchForm';

const meta = {
  title: 'widgets/partner-search/SearchForm',
  component: SearchForm,
  args: {
    options: {
      levels: [
        { value: '1', label: '注册' },
        { value: '2', label: '银牌' },
        { value: '3', label: '金牌' },
        { value: '4', label: '白金' },
      ],
      productLines: [
        { value: 'ECS', label: '弹性云主机' },
        { value: 'OBS', label: '对象存储' },
        { value: 'CDN', label: '内容分发网络' },
      ],
      regions: ['华东', '华北', '华南'],
    },
    loading: false,
    onSearch: fn(),
  },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without the choices (the options call failed) the text fields still search. */
export const NoOptions: Story = { args: { options: null } };

export const English: Story = {
  parameters: { locale: 'en-US' } satisfies AppStoryParameters,
};
