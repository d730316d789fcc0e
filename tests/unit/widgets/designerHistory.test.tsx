// The designer's versions against its in-memory endpoints (history/historyFake.ts): the drawer lists who
// saved each version, when and with what note, shows the line diff of two picked versions, rolls back
// with a note as a new version, and a save dropping a field waits for the data-loss confirmation.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from '../../../widgets/schema-designer/history/History.stories';

setProjectAnnotations(preview);
const { Versions, VersionsEnglish } = composeStories(stories);

const drawer = () => document.querySelector('.ant-drawer-content') as HTMLElement;
/** The versions list (the compare selects repeat the version labels). */
const versions = () => within(drawer().querySelector('.ant-list') as HTMLElement);

describe('schema designer history', () => {
  it('lists the versions and diffs the last two', async () => {
    await Versions.run();
    const view = within(drawer());
    expect(view.getByText('版本历史：online_contact')).toBeTruthy();
    expect(versions().getByText('第 3 版')).toBeTruthy();
    expect(view.getByText('当前')).toBeTruthy();
    expect(view.getByText('v1')).toBeTruthy();
    expect(view.getByText('（无说明）')).toBeTruthy();
    // Version 2 (no phone) against version 3 (phone back): one property added.
    const diff = screen.getByTestId('designer-diff');
    expect(diff.textContent).toContain('新增 4 行，删除 0 行');
    expect([...diff.querySelectorAll('.diff-added')].map((l) => l.textContent).join()).toContain('"phone"');
  });

  it('rolls back with a note, confirming the field the old version drops', async () => {
    await Versions.run();
    const view = within(drawer());
    // Version 1 has no remark: the rollback waits for the confirmation naming it.
    const rollbacks = view.getAllByText('回滚到此版本');
    fireEvent.click(rollbacks[rollbacks.length - 1]!);
    fireEvent.change(await screen.findByLabelText('回滚说明（可选）'), { target: { value: '撤回备注' } });
    fireEvent.click(screen.getByText(/^确\s*定$/));
    const losses = await screen.findByTestId('designer-data-loss');
    expect(losses.textContent).toContain('remark：字段已移除（列 remark 保留，不再使用）');
    fireEvent.click(screen.getByText('我已了解，继续保存'));
    await waitFor(() => expect(versions().getByText('第 4 版')).toBeTruthy(), { timeout: 5_000 });
    expect(view.getByText('撤回备注')).toBeTruthy();
    const editor = document.querySelector('textarea') as HTMLTextAreaElement;
    await waitFor(() => expect(editor.value).not.toContain('"remark"'));
  });

  it('saves with a note, after confirming the field the edit drops', async () => {
    await Versions.run();
    fireEvent.click(document.querySelector('.ant-drawer-close') as HTMLElement);
    const editor = document.querySelector('textarea') as HTMLTextAreaElement;
    fireEvent.change(editor, { target: { value: editor.value.replace(/"remark"/, '"memo"') } });
    fireEvent.change(screen.getByLabelText('版本说明'), { target: { value: '备注改名' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    const losses = await screen.findByTestId('designer-data-loss');
    expect(losses.textContent).toContain('remark：字段已移除');
    fireEvent.click(screen.getByText('我已了解，继续保存'));
    await waitFor(() => expect(screen.queryByTestId('designer-data-loss')).toBeNull());
    fireEvent.click(screen.getByText('版本历史'));
    await waitFor(() => expect(versions().getByText('第 4 版')).toBeTruthy(), { timeout: 5_000 });
    expect(versions().getByText('备注改名')).toBeTruthy();
  });

  it('speaks English', async () => {
    await VersionsEnglish.run();
    const view = within(drawer());
    expect(view.getByText('Versions of online_contact')).toBeTruthy();
    expect(versions().getByText('Version 3')).toBeTruthy();
    expect(screen.getByTestId('designer-diff').textContent).toContain('4 lines added, 0 removed');
  });
});
