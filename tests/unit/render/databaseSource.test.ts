import type { AxiosAdapter } from 'axios';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, permissionsAtom, setCoreStore, type PermissionsState } from '../../../runtime/core';
import {
  databaseSource,
  refreshDatabaseSchemas,
  type SchemaCatalog,
} from '../../../runtime/render/schema/databaseSource';
import { onSchemaSourcesChange } from '../../../runtime/render/schema/sources';

let served: SchemaCatalog;
const catalogAdapter: AxiosAdapter = async (config) => ({
  data: { success: true, code: 200, message: '', result: served, timestamp: 0 },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

const permissions: PermissionsState = { menu: [], auth: [], allAuth: [], routes: [] };
const stored: SchemaCatalog = {
  models: [],
  pages: [
    {
      id: 'online.book.list',
      menuKey: null,
      kind: 'list',
      model: 'online_book',
      schema: { id: 'online.book.list', kind: 'list', model: 'online_book' },
    },
  ],
};

function signedIn() {
  const store = createStore();
  store.set(permissionsAtom, permissions);
  setCoreStore(store);
  return store;
}

describe('the stored schemas catalog, fetched again', () => {
  beforeEach(async () => {
    http.defaults.adapter = catalogAdapter;
    // Back to an empty catalog, as a reload with nothing stored starts.
    signedIn();
    served = { models: [], pages: [] };
    await refreshDatabaseSchemas();
  });

  it('changes nothing when it is the catalog already held: no route re-render, no source change', async () => {
    const store = signedIn();
    let changes = 0;
    const stop = onSchemaSourcesChange(() => (changes += 1));
    await refreshDatabaseSchemas();
    stop();
    expect(changes).toBe(0);
    expect(store.get(permissionsAtom)).toBe(permissions);
  });

  it('tells the resolver and re-renders the routes when a page was stored, and serves that page', async () => {
    const store = signedIn();
    let changes = 0;
    const stop = onSchemaSourcesChange(() => (changes += 1));
    served = stored;
    await refreshDatabaseSchemas();
    stop();
    expect(changes).toBe(1);
    expect(store.get(permissionsAtom)).not.toBe(permissions);
    expect(store.get(permissionsAtom)).toEqual(permissions);
    expect(
      databaseSource()
        .pages()
        .map((p) => p.id),
    ).toEqual(['online.book.list']);
    expect((await databaseSource().loadPage('online.book.list'))?.path).toBe(
      'online:pages/online.book.list.json',
    );
  });
});
