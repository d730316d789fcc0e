// A page's `titleValues`: the dialog it opens in fills its title's {{placeholders}} from the params the
// opener passed (the row's title), in the interface language; `interpolate` does the filling.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaDialog } from '../../../runtime/antd/pageKit/SchemaDialog';
import type { PageBundle } from '../../../runtime/render/schema/loadPageBundle';
import type { PageSchema } from '../../../runtime/render/schemaLite';
import { interpolate } from '../../../runtime/render/schema/text';
import { renderSchema } from './schemaHarness';
import { storedBundles as stored } from './storedBundles';

vi.mock('../../../runtime/render/schema/loadPageBundle', async (original) =>
  (await import('./storedBundles')).withStoredBundles(original),
);

// A modal page around the dictionary list: its title names the opener's row.
const MODAL = {
  id: 'test.items',
  kind: 'modal',
  title: { $t: 'items.title' },
  titleValues: { name: { $expr: 'params.name' } },
  i18n: { 'zh-CN': { 'items.title': '字典项：{{name}}' }, 'en-US': { 'items.title': 'Items of {{name}}' } },
  content: { page: 'system.dict.list' },
} as PageSchema;
stored.set(MODAL.id, { page: MODAL, file: 'test:items', pages: new Map(), models: new Map() } as PageBundle);

function openDialog(locale?: 'en-US') {
  return renderSchema(
    <SchemaDialog target="test.items" params={{ name: '优先级' }} onDone={() => {}} onClosed={() => {}} />,
    locale ? { locale } : {},
  );
}

describe('dialog titles from the opener', { timeout: 60_000 }, () => {
  it('fills the title with the params the opener passed', async () => {
    await openDialog();
    expect(await screen.findByText('字典项：优先级')).toBeTruthy();
  });

  it('in the interface language', async () => {
    await openDialog('en-US');
    expect(await screen.findByText('Items of 优先级')).toBeTruthy();
  });

  it('leaves no placeholder behind: an absent value is empty', () => {
    expect(interpolate('{{a}} / {{b}}', { a: 1 })).toBe('1 / ');
    expect(interpolate('{{count}} of {{total}}', { count: 0, total: 2 })).toBe('0 of 2');
    expect(interpolate('{{toString}}', {})).toBe('');
  });
});
