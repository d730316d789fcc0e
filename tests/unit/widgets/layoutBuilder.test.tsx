// The designer's layout builder over an unsaved module: switching a standard action off removes it from
// the page's JSON and from the preview, columns reorder from the keyboard, and the preview shows sample
// rows in the language picked beside it.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from '../../../widgets/schema-designer/layout/LayoutBuilder.stories';

setProjectAnnotations(preview);
const { Default, English } = composeStories(stories);

const pageJson = <T,>(kind: string) =>
  JSON.parse(screen.getByTestId(`layout-json-${kind}`).textContent ?? '{}') as T;
const json = () =>
  pageJson<{
    columns: { field: string }[];
    actions: { id: string }[];
  }>('list');

describe('layout builder', () => {
  afterEach(() => vi.restoreAllMocks());

  it('previews five sample rows of the unsaved model, with dictionary labels', async () => {
    await Default.run();
    const previewCard = await screen.findByTestId('layout-preview');
    expect(await within(previewCard).findByText('姓名 1', {}, { timeout: 40_000 })).toBeTruthy();
    expect(within(previewCard).getByText('姓名 5')).toBeTruthy();
    expect(within(previewCard).getByText('用 5 条示例数据预览（不会保存）')).toBeTruthy();
    // The rank column shows the dictionary's label of the sample value.
    expect(within(previewCard).getAllByText('员级').length).toBeGreaterThan(0);
  }, 90_000);

  it('switches export off: the action leaves the JSON and the preview; on again with its code', async () => {
    await Default.run();
    const previewCard = await screen.findByTestId('layout-preview');
    await within(previewCard).findByText('姓名 1', {}, { timeout: 40_000 });
    expect(within(previewCard).getByText(/^导\s?出$/)).toBeTruthy();

    fireEvent.click(screen.getByLabelText('导出'));
    await waitFor(() => expect(json().actions.map((a) => a.id)).toEqual(['add', 'edit']));
    await waitFor(() => expect(within(previewCard).queryByText(/^导\s?出$/)).toBeNull(), { timeout: 40_000 });

    fireEvent.click(screen.getByLabelText('导入'));
    await waitFor(() => expect(json().actions.map((a) => a.id)).toEqual(['add', 'edit', 'import']));
    expect(screen.getByLabelText<HTMLInputElement>('导入 权限编码').value).toBe('contact:import');
    fireEvent.change(screen.getByLabelText('导入 权限编码'), { target: { value: 'contact:upload' } });
    await waitFor(() => expect(JSON.stringify(json().actions)).toContain('"permission":"contact:upload"'));
    // The edited page passes the designer's live validation (and nothing is left running after the test).
    await waitFor(() => expect(screen.getByText('校验通过')).toBeTruthy());
  }, 90_000);

  it('moves a column down from the keyboard', async () => {
    // jsdom lays nothing out: give each sortable row a place, 40px below the one before it.
    const measure = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('[data-row]');
      if (!row?.parentElement) return measure.call(this);
      const index = [...row.parentElement.children].indexOf(row);
      return DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: 40 });
    });
    await Default.run();
    const handle = await screen.findByLabelText('拖动 姓名');
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    // Picked up; the sensor listens for the next keys from the following tick.
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(json().columns.map((c) => c.field)).toEqual(['mobile', 'name', 'rank']));
    await waitFor(() => expect(screen.getByText('校验通过')).toBeTruthy());
  }, 90_000);

  it('splits the form into sections and turns the dialog into a large drawer', async () => {
    await Default.run();
    // The tabs by their buttons: the preview and the dialog settings use the same words.
    const tab = (name: string) =>
      [...document.querySelectorAll('.ant-tabs-tab-btn')].find((e) => e.textContent === name)!;
    await screen.findByText('列表列');
    fireEvent.click(tab('表单'));
    fireEvent.click(await screen.findByLabelText('用此字段新建分组 邮箱'));
    type Form = { layout: { columns: number }; sections: { fields: { field: string }[] }[] };
    await waitFor(() =>
      expect(pageJson<Form>('form').sections.map((s) => s.fields.map((f) => f.field))).toEqual([
        ['name', 'mobile', 'rank'],
        ['email'],
      ]),
    );
    fireEvent.click(tab('弹窗'));
    fireEvent.click(await screen.findByText('抽屉'));
    fireEvent.click(screen.getByText('LG'));
    await waitFor(() =>
      expect(pageJson<Record<string, unknown>>('modal')).toMatchObject({
        container: 'drawer',
        size: 'lg',
        content: { page: 'online.contact.form' },
      }),
    );
    await waitFor(() => expect(screen.getByText('校验通过')).toBeTruthy());
  }, 90_000);

  it('previews in English when the preview language says so', async () => {
    await Default.run();
    const previewCard = await screen.findByTestId('layout-preview');
    await within(previewCard).findByText('姓名 1', {}, { timeout: 40_000 });
    fireEvent.click(within(previewCard).getByText('English'));
    expect(await within(previewCard).findByText('Name 1', {}, { timeout: 40_000 })).toBeTruthy();
    // The console's own texts stay in Chinese.
    expect(screen.getByText('列表列')).toBeTruthy();
  }, 90_000);

  it('speaks English in an English console', async () => {
    await English.run();
    expect(await screen.findByText('Standard actions')).toBeTruthy();
    expect(await screen.findByText('Name 1', {}, { timeout: 40_000 })).toBeTruthy();
  }, 90_000);
});
