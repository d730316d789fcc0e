// The designer's layout builder over an unsaved module: switching a standard action off removes it from
// the page's JSON and from the preview, columns reorder from the keyboard, and the preview shows sample
// rows in the language picked beside it.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from '../../../widgets/schema-designer/layout/LayoutBuilder.stories';

setProjectAnnotations(preview);
const { Default, English } = composeStories(stories);

const json = () => JSON.parse(screen.getByTestId('layout-json').textContent ?? '{}') as {
  columns: { field: string }[];
  actions: { id: string }[];
};

describe('layout builder', () => {
  it('previews five sample rows of the unsaved model, with dictionary labels', async () => {
    await Default.run();
    const previewCard = await screen.findByTestId('layout-preview');
    expect(await within(previewCard).findByText('姓名 1', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(previewCard).getByText('姓名 5')).toBeTruthy();
    expect(within(previewCard).getByText('用 5 条示例数据预览（不会保存）')).toBeTruthy();
    // The rank column shows the dictionary's label of the sample value.
    expect(within(previewCard).getAllByText('员级').length).toBeGreaterThan(0);
  });

  it('switches export off: the action leaves the JSON and the preview; on again with its code', async () => {
    await Default.run();
    const previewCard = await screen.findByTestId('layout-preview');
    await within(previewCard).findByText('姓名 1', {}, { timeout: 10_000 });
    expect(within(previewCard).getByText('导 出')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('导出'));
    await waitFor(() => expect(json().actions.map((a) => a.id)).toEqual(['add', 'edit']));
    await waitFor(() => expect(within(previewCard).queryByText('导 出')).toBeNull(), { timeout: 10_000 });

    fireEvent.click(screen.getByLabelText('导入'));
    await waitFor(() => expect(json().actions.map((a) => a.id)).toEqual(['add', 'edit', 'import']));
    expect(screen.getByLabelText<HTMLInputElement>('导入 权限编码').value).toBe('contact:import');
    fireEvent.change(screen.getByLabelText('导入 权限编码'), { target: { value: 'contact:upload' } });
    await waitFor(() => expect(JSON.stringify(json().actions)).toContain('"permission":"contact:upload"'));
  });

  it('moves a column down from the keyboard', async () => {
    await Default.run();
    const handle = await screen.findByLabelText('拖动 姓名');
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(json().columns.map((c) => c.field)).toEqual(['mobile', 'name', 'rank']));
  });

  it('previews in English when the preview language says so', async () => {
    await Default.run();
    const previewCard = await screen.findByTestId('layout-preview');
    await within(previewCard).findByText('姓名 1', {}, { timeout: 10_000 });
    fireEvent.click(within(previewCard).getByText('English'));
    expect(await within(previewCard).findByText('Name 1', {}, { timeout: 10_000 })).toBeTruthy();
    // The console's own texts stay in Chinese.
    expect(screen.getByText('列表列')).toBeTruthy();
  });

  it('speaks English in an English console', async () => {
    await English.run();
    expect(await screen.findByText('Standard actions')).toBeTruthy();
    expect(await screen.findByText('Name 1', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
