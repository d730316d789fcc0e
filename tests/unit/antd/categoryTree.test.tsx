import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CategoryTree } from '../../../runtime/antd/fields/CategoryTree';
import { categoryAdapter } from '../../../runtime/antd/fields/categoryStoryData';
import { renderWithProviders } from '../app/testProviders';

function Host({ initial, pcode }: { initial?: string; pcode?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <>
      <CategoryTree aria-label="产品分类" value={value} onChange={setValue} pcode={pcode} />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

describe('CategoryTree', () => {
  it('offers the top categories and loads a branch when it opens', { timeout: 30_000 }, async () => {
    await renderWithProviders(<Host />, { http: categoryAdapter });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '产品分类' }));
    expect(await screen.findByText('存储')).toBeTruthy();
    expect(screen.queryByText('对象存储 OSS')).toBeNull();
    const storage = screen.getByText('存储').closest('.ant-select-tree-treenode')!;
    fireEvent.click(storage.querySelector('.ant-select-tree-switcher')!);
    fireEvent.click(await screen.findByText('对象存储 OSS'));
    expect(value()).toBe('c0201');
  });

  it('starts below a category code', { timeout: 30_000 }, async () => {
    await renderWithProviders(<Host pcode="A02" />, { http: categoryAdapter });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '产品分类' }));
    expect(await screen.findByText('文件存储 NAS')).toBeTruthy();
    expect(screen.queryByText('计算')).toBeNull();
  });

  it('shows a stored value deep in the tree by name', { timeout: 30_000 }, async () => {
    await renderWithProviders(<Host initial="c040102" />, { http: categoryAdapter });
    await waitFor(() => expect(screen.getByText('PostgreSQL 版')).toBeTruthy());
    expect(screen.queryByText('c040102')).toBeNull();
  });
});
