import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { http } from '../../core';
import { SCHEMA_USER } from '../../../stories/pages/schemaStory';
import { CategoryTree } from './CategoryTree';
import { categoryAdapter } from './categoryStoryData';
import { Controlled } from './storyHelpers';

function WithCategories({ children }: { children: ReactNode }) {
  // Set once, before the widget's first request.
  useState(() => {
    http.defaults.adapter = categoryAdapter;
    return true;
  });
  return <>{children}</>;
}

const meta = {
  title: 'Fields/CategoryTree',
  component: CategoryTree,
  decorators: [
    (Story) => (
      <WithCategories>
        <Story />
      </WithCategories>
    ),
  ],
  parameters: { ...SCHEMA_USER },
  args: { placeholder: '请选择产品分类', style: { width: 280 } },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <CategoryTree {...args} value={value} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof CategoryTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Top-level categories first; a node's children load when it opens. */
export const Default: Story = {};

/** A stored value deep in the tree shows its name before its branch has loaded. */
export const WithValue: Story = { args: { value: 'c040102' } };

/** Only the storage products (pcode A02). */
export const UnderACode: Story = { args: { pcode: 'A02', placeholder: '请选择存储产品' } };
