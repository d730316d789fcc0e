// Open actions need no boilerplate: ids add/edit/detail name themselves in both languages, and a row
// action that opens a page passes the row's id (system/position.list.json relies on both). Labels are
// looked up once per action (useActionLabel), and again after a switch of language.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { changeLocale, localeAtom } from '../../../runtime/core';
import { renderSchema } from './schemaHarness';

describe('open action defaults', () => {
  it('labels add and edit without schema texts and loads the clicked row into the form', async () => {
    const { server } = await renderSchema(<SchemaPage pageId="system.position.list" params={{}} />);
    const cell = await screen.findByText('技术支持工程师');
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    fireEvent.click(within(cell.closest('tr')!).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const code = (await within(dialog).findByLabelText('职务编码')) as HTMLInputElement;
    await expect.poll(() => code.value).toBe('supportEngineer');
    expect(server.log.some((r) => r.path === '/sys/position/queryById' && r.params.id === 'p1')).toBe(true);
  });

  it('speaks English for the default labels in en-US', async () => {
    await renderSchema(<SchemaPage pageId="system.position.list" params={{}} />, { locale: 'en-US' });
    await screen.findByText('技术支持工程师');
    expect(screen.getByRole('button', { name: /Add/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Edit' }).length).toBeGreaterThan(0);
  });

  it('names the row actions again in the language switched to', async () => {
    const { store } = await renderSchema(<SchemaPage pageId="system.position.list" params={{}} />);
    const cell = await screen.findByText('技术支持工程师');
    expect(within(cell.closest('tr')!).getByRole('button', { name: '编辑' })).toBeTruthy();
    await act(async () => {
      await changeLocale('en-US');
      store.set(localeAtom, 'en-US');
    });
    const row = screen.getByText('技术支持工程师').closest('tr')!;
    expect(await within(row).findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
  });
});
