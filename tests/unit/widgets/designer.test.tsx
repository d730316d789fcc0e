// The online schema designer against its in-memory endpoints: opening a stored page, live validation
// messages naming pointer and expectation, the live preview through the real list renderer, and a
// refused save keeping the draft with the server's issues.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from '../../../widgets/schema-designer/SchemaDesigner.stories';

setProjectAnnotations(preview);
const { NewModel, ReadOnlyEmpty } = composeStories(stories);

// Text and label queries, not roles: a role query walks the whole page's accessibility tree each time
// (the first test took 47 s of its 60 with them on a loaded machine).
const editor = () => screen.getByLabelText(/\S+ JSON$/);

describe('schema designer', () => {
  it('opens a stored page, validates edits live and previews the valid draft', async () => {
    await NewModel.run();
    fireEvent.click(await screen.findByText('online.position.list'));
    await waitFor(() => expect((editor() as HTMLTextAreaElement).value).toContain('"online/PositionList"'));
    // The stored page previews through the list renderer, with the in-memory positions.
    const previewCard = await screen.findByTestId('designer-preview', {}, { timeout: 10_000 });
    expect(await within(previewCard).findByText('技术支持工程师', {}, { timeout: 10_000 })).toBeTruthy();

    fireEvent.change(editor(), { target: { value: '{"kind": "list",' } });
    const issues = await screen.findByTestId('designer-issues', {}, { timeout: 5_000 });
    expect(issues.textContent).toMatch(/is not valid JSON/);
    expect(screen.getByText('修正上面的问题后显示预览')).toBeTruthy();

    fireEvent.change(editor(), { target: { value: '{"kind": "list"}' } });
    await waitFor(() =>
      expect(screen.getByTestId('designer-issues').textContent).toMatch(/required property 'id'/),
    );
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() => expect(screen.getByTestId('designer-issues').textContent).toMatch(/'id'/));
    expect((editor() as HTMLTextAreaElement).value).toBe('{"kind": "list"}');
  });

  it('keeps each saved edit in the local history (enhance_ records) and puts a chosen one back', async () => {
    await NewModel.run();
    fireEvent.click(await screen.findByText('online.position.list'));
    // Text queries, not roles: a role query walks the whole page's accessibility tree each time.
    const box = document.querySelector('textarea') as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toContain('"online/PositionList"'));
    fireEvent.change(box, { target: { value: '{"kind": "list"}' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() => expect(screen.getByTestId('designer-issues').textContent).toMatch(/'id'/));
    const stored = Object.keys(localStorage).filter((key) => key.includes('enhance_designer:'));
    expect(stored).toHaveLength(1);

    fireEvent.change(box, { target: { value: '{}' } });
    fireEvent.click(screen.getByText('本地历史'));
    fireEvent.click(await screen.findByText(/· 16 个字符/));
    await waitFor(() => expect(box.value).toBe('{"kind": "list"}'));
    expect(await screen.findByText(/的草稿（未保存）/)).toBeTruthy();
  });

  it("edits a stored page's layout in the visual view, writing its JSON", async () => {
    await NewModel.run();
    fireEvent.click(await screen.findByText('online.position.list'));
    await waitFor(() => expect((editor() as HTMLTextAreaElement).value).toContain('"online/PositionList"'));
    fireEvent.click(screen.getByText('可视化'));
    const exportRow = (await screen.findByText('导出', { selector: '[data-action="export"] *' })).closest(
      '[data-action="export"]',
    )!;
    const toggle = exportRow.querySelector('button[role="switch"]')!;
    const exportsBefore = (editor() as HTMLTextAreaElement).value.includes('"type": "export"');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect((editor() as HTMLTextAreaElement).value.includes('"type": "export"')).toBe(!exportsBefore),
    );
  });

  it("keeps the stored list's header to its title: the new buttons sit below it, not beside it", async () => {
    await NewModel.run();
    const title = await screen.findByText('已保存的设计');
    const head = title.closest('.ant-card-head')!;
    expect(head.textContent).toBe('已保存的设计');
    const newModel = screen.getByText('新建模型').closest('button')!;
    expect(head.contains(newModel)).toBe(false);
    expect(title.closest('.ant-card')!.contains(newModel)).toBe(true);
  });

  it("previews a detail page with the model's first record", async () => {
    await NewModel.run();
    fireEvent.click(await screen.findByText('新建页面'));
    const detail = {
      id: 'online.position.detail',
      kind: 'detail',
      title: '职务',
      model: 'sys_position',
      sections: [{ fields: [{ field: 'code' }, { field: 'name' }] }],
    };
    fireEvent.change(editor(), { target: { value: JSON.stringify(detail) } });
    const previewCard = await screen.findByTestId('designer-preview', {}, { timeout: 10_000 });
    expect(within(previewCard).getByText('用模型 sys_position 的第一条记录预览')).toBeTruthy();
    expect(await within(previewCard).findByText('supportEngineer', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('edits a model in the fields table and as JSON, each showing the other', async () => {
    await NewModel.run();
    // A model draft opens in the visual builder, over the template's JSON.
    expect(await screen.findByDisplayValue('name', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByText('添加字段'));
    const names = () => [...document.querySelectorAll<HTMLInputElement>('input[aria-label$=" 字段名"]')];
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.change(names()[2]!, { target: { value: 'visitDate' } });
    fireEvent.click(screen.getByText('JSON'));
    const box = document.querySelector('textarea') as HTMLTextAreaElement;
    const model = JSON.parse(box.value) as { properties: Record<string, unknown>; 'x-api': unknown };
    expect(model.properties.visitDate).toEqual({ type: 'string', maxLength: 100 });
    expect(model['x-api']).toEqual({ basePath: '/online/example', permissionPrefix: 'online:example' });
    // An edit in the JSON shows in the table.
    const edited = {
      ...model,
      properties: { ...model.properties, place: { type: 'string', format: 'date' } },
    };
    fireEvent.change(box, { target: { value: JSON.stringify(edited, null, 2) } });
    fireEvent.click(screen.getByText('可视化'));
    expect(await screen.findByDisplayValue('place')).toBeTruthy();
    expect(screen.getByDisplayValue('visitDate')).toBeTruthy();
    // The table renders many inputs: slow in jsdom on a busy machine.
  }, 120_000);

  it('builds a new module without typing JSON: model, form, modal and list saved', async () => {
    await NewModel.run();
    fireEvent.click(await screen.findByText('新建模块'));
    const dialog = (await screen.findByText('新建模块：选择字段')).closest('.ant-modal') as HTMLElement;
    const [name, zh, en] = [...dialog.querySelectorAll<HTMLInputElement>('form input')];
    fireEvent.change(name!, { target: { value: 'order' } });
    expect(await within(dialog).findByText('模型名是保留字')).toBeTruthy();
    fireEvent.change(name!, { target: { value: 'online_visit' } });
    fireEvent.change(zh!, { target: { value: '客户拜访' } });
    fireEvent.change(en!, { target: { value: 'Customer visits' } });
    fireEvent.click(within(dialog).getByText('添加字段'));
    const field = await waitFor(() => {
      const input = dialog.querySelector<HTMLInputElement>('input[aria-label$=" 字段名"]');
      expect(input).toBeTruthy();
      return input!;
    });
    fireEvent.change(field, { target: { value: 'subject' } });
    fireEvent.change(within(dialog).getByLabelText('subject 中文名'), { target: { value: '主题' } });
    fireEvent.change(within(dialog).getByLabelText('subject 英文名'), { target: { value: 'Subject' } });
    fireEvent.click(within(dialog).getByText('保存模块'));
    expect(
      await screen.findByText('已保存模型及其列表、表单和弹窗页面', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    for (const stored of ['online_visit', 'online.visit.form', 'online.visit.modal', 'online.visit.list'])
      expect(await screen.findByText(stored)).toBeTruthy();
  }, 120_000);

  it('offers no save, delete or new buttons without the designer codes', async () => {
    await ReadOnlyEmpty.run();
    expect(await screen.findByText('还没有保存的设计')).toBeTruthy();
    expect(screen.queryByText(/^保\s*存$/)).toBeNull();
    expect(screen.queryByText('新建模型')).toBeNull();
  });
});
