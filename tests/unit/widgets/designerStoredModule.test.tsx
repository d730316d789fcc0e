// A stored model's fields table edits its stored list and form pages too: a field added there gains its
// list column and form field, and one save stores the model and both pages as one change (it took three
// saves before), or, refused, none of them.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from '../../../widgets/schema-designer/SchemaDesigner.stories';

setProjectAnnotations(preview);
const { StoredModule, StoredModuleListRefused } = composeStories(stories);

const editorText = () => (document.querySelector('textarea') as HTMLTextAreaElement).value;
const names = () => [...document.querySelectorAll<HTMLInputElement>('input[aria-label$=" 字段名"]')];

async function addVisitDate(): Promise<void> {
  await openStored('online_contact', 'urn:lowcode:model:online_contact');
  const before = names().length;
  fireEvent.click(await screen.findByText('添加字段'));
  await waitFor(() => expect(names()).toHaveLength(before + 1));
  fireEvent.change(names()[before]!, { target: { value: 'visitDate' } });
}

async function openStored(name: string, marker: string): Promise<void> {
  fireEvent.click(await screen.findByText(name, { selector: '.ant-list-item *' }));
  await waitFor(() => expect(editorText()).toContain(marker));
}

describe('designer: a stored module in one save', () => {
  it('adds a field to the model, its list and its form with one click on save', async () => {
    await StoredModule.run();
    await addVisitDate();
    expect(
      screen.getByText(
        '列表、查询、表单三列编辑页面 online.contact.list, online.contact.form，与模型一同保存',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('未保存')).toBeTruthy();

    fireEvent.click(screen.getByText(/^保\s*存$/));
    await screen.findByText('已保存', { selector: '.ant-message *' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByText('未保存')).toBeNull());
    expect(editorText()).toContain('"visitDate"');

    await openStored('online.contact.list', '"online/ContactList"');
    const list = JSON.parse(editorText()) as { columns: { field: string }[] };
    expect(list.columns.map((c) => c.field)).toEqual(['name', 'mobile', 'rank', 'visitDate']);
    await openStored('online.contact.form', '"online.contact.form"');
    const form = JSON.parse(editorText()) as { sections: { fields: { field: string }[] }[] };
    expect(form.sections[0]!.fields.map((f) => f.field)).toContain('visitDate');
  }, 120_000);

  it('saves nothing when the server refuses one of the documents, and keeps every edit', async () => {
    await StoredModuleListRefused.run();
    await addVisitDate();
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(
      () => expect(screen.getByTestId('designer-issues').textContent).toContain('must not contain'),
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('designer-issues').textContent).toContain('online.contact.list');
    expect(screen.getByText('未保存')).toBeTruthy();
    expect(screen.getByDisplayValue('visitDate')).toBeTruthy();
    // Neither the model nor a page was stored.
    await openStored('online.contact.form', '"online.contact.form"');
    expect(editorText()).not.toContain('visitDate');
    await openStored('online_contact', 'urn:lowcode:model:online_contact');
    expect(editorText()).not.toContain('visitDate');
  }, 120_000);
});
