// Page kinds register like widgets: SchemaPage shows whatever view a page's kind registered, and a kind
// without one shows an error naming it. The schema loader is stood in for with pages of kinds the
// meta-schema does not know yet; everything else (host, registry, error views, locales) is the app's.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { NestedPage } from '../../../runtime/antd/pageKit/NestedPage';
import { listPageKinds, registerPageKind, type KindViewProps } from '../../../runtime/render';
import type { PageBundle } from '../../../runtime/render/schema/loadPageBundle';
import type { PageSchema } from '../../../runtime/render/schemaLite';
import { renderSchema } from './schemaHarness';
import { storedBundles as stored } from './storedBundles';

vi.mock('../../../runtime/render/schema/loadPageBundle', async (original) =>
  (await import('./storedBundles')).withStoredBundles(original),
);

/** Serves a page of any kind, as if it had loaded and validated. */
function servePage(id: string, kind: string): void {
  const page = { id, kind, title: id } as unknown as PageSchema;
  const bundle: PageBundle = { page, file: `test:${id}`, pages: new Map(), models: new Map() };
  stored.set(id, bundle);
}

function Board({ bundle, params }: KindViewProps) {
  return <p>{`board ${bundle.page.id} for ${String(params.team)}`}</p>;
}

describe('page kinds', () => {
  it('registers the list, form, detail and modal kinds with the first schema page', () => {
    expect(listPageKinds()).toEqual(expect.arrayContaining(['detail', 'form', 'list', 'modal']));
  });

  it('renders a newly registered kind with no other change', async () => {
    registerPageKind('board', { component: Board });
    servePage('test.board', 'board');
    await renderSchema(<SchemaPage pageId="test.board" params={{ team: 'support' }} />);
    expect(await screen.findByText('board test.board for support')).toBeTruthy();
  });

  it('loads a kind registered as a loader when its first page opens', async () => {
    const load = vi.fn(async () => ({ default: Board }));
    registerPageKind('lazyBoard', { lazy: load });
    expect(load).not.toHaveBeenCalled();
    servePage('test.lazyBoard', 'lazyBoard');
    await renderSchema(<SchemaPage pageId="test.lazyBoard" params={{ team: 'sales' }} />);
    expect(await screen.findByText('board test.lazyBoard for sales')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a kind show another page through the registered host, without importing it', async () => {
    registerPageKind('board', { component: Board });
    registerPageKind('frame', {
      component: ({ params }) => <NestedPage pageId="test.board" params={params} />,
    });
    servePage('test.board', 'board');
    servePage('test.frame', 'frame');
    await renderSchema(<SchemaPage pageId="test.frame" params={{ team: 'field' }} />);
    expect(await screen.findByText('board test.board for field')).toBeTruthy();
  });

  it('shows an error naming a kind nobody registered, in Chinese', async () => {
    servePage('test.nowhere', 'nowhere');
    await renderSchema(<SchemaPage pageId="test.nowhere" params={{}} />);
    expect(await screen.findByText('不支持页面类型“nowhere”')).toBeTruthy();
    expect(screen.getByText('页面 test.nowhere 的类型在本系统中没有对应的视图。')).toBeTruthy();
  });

  it('shows an error naming a kind nobody registered, in English', async () => {
    servePage('test.nowhere', 'nowhere');
    await renderSchema(<SchemaPage pageId="test.nowhere" params={{}} />, { locale: 'en-US' });
    expect(await screen.findByText('Page kind "nowhere" is not supported')).toBeTruthy();
    expect(screen.getByText('Page test.nowhere has a kind this console has no view for.')).toBeTruthy();
  });
});
