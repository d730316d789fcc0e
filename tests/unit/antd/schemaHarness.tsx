// Renders schema pages the way the app does, against the in-memory server of the stories.
import { App } from 'antd';
import type { AxiosAdapter } from 'axios';
import type { ReactElement } from 'react';
import { sessionAuth, type AuthEntry } from '../../../runtime/core';
import { registerSchemaRuntime } from '../../../runtime/antd/register';
import { clearDictOptions } from '../../../runtime/antd/fields/useDictOptions';
import { clearPageBundles } from '../../../runtime/render/schema/loadPageBundle';
import { memoryCrudAdapter, type MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { SCHEMA_ADMIN, SCHEMA_PERMISSIONS, schemaServer } from '../../../stories/fixtures/schemaData';
import { renderWithProviders, type RenderOptions } from '../app/testProviders';

/** Grants button permissions (and, optionally, system rules) for the next render. */
export function grant(codes: readonly string[], allAuth: AuthEntry[] = []): void {
  sessionAuth.save(
    codes.map((action) => ({ action, type: '1' })),
    [...codes.map((action) => ({ action, type: '1', status: '1' })), ...allAuth],
  );
}

/**
 * Renders `ui` inside antd's App, signed in as admin with every schema permission, talking to a
 * fresh in-memory server (returned, so tests can look at its rows and request log).
 */
export async function renderSchema(
  ui: ReactElement,
  options: RenderOptions & {
    server?: MemoryServer;
    codes?: string[];
    /** Wraps the in-memory server's adapter (to hold an answer back, say). */
    wrapAdapter?: (adapter: AxiosAdapter) => AxiosAdapter;
  } = {},
) {
  const server = options.server ?? schemaServer();
  registerSchemaRuntime();
  clearPageBundles();
  clearDictOptions();
  grant(options.codes ?? SCHEMA_PERMISSIONS);
  const result = await renderWithProviders(<App>{ui}</App>, {
    user: SCHEMA_ADMIN,
    ...options,
    http: (options.wrapAdapter ?? ((adapter) => adapter))(memoryCrudAdapter(server)),
  });
  return { ...result, server };
}
