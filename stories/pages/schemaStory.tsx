// Shared setup of the schema page stories: a fresh in-memory server per story (through the HTTP
// client's adapter), the admin's button permissions, and antd's App for messages and confirms.
import type { Decorator } from '@storybook/react-vite';
import { App } from 'antd';
import { useState } from 'react';
import { http, sessionAuth } from '../../runtime/core';
import { clearDictOptions } from '../../runtime/antd/fields/useDictOptions';
import { clearPageBundles } from '../../runtime/render/schema/loadPageBundle';
import { memoryCrudAdapter, type MemoryServer } from '../fixtures/memoryCrud';
import { SCHEMA_ADMIN, SCHEMA_PERMISSIONS, schemaServer } from '../fixtures/schemaData';

/** Story parameters the schema decorator reads. */
export interface SchemaStoryParameters {
  /** Button permissions of the user; every schema permission by default. */
  codes?: string[];
  /** Changes the fresh server before the story renders (e.g. empty a table). */
  server?: (server: MemoryServer) => void;
}

/** Parameters of a signed-in schema story. */
export const SCHEMA_USER = { user: SCHEMA_ADMIN };

/**
 * Puts a fresh in-memory server behind the HTTP client and grants the story's permissions.
 *
 * @example
 * export default { decorators: [withSchemaServer], parameters: { ...SCHEMA_USER } } satisfies Meta;
 */
export const withSchemaServer: Decorator = (Story, { parameters }) => {
  const { codes = SCHEMA_PERMISSIONS, server: change } = parameters as SchemaStoryParameters;
  return (
    <SchemaServer codes={codes} change={change}>
      <Story />
    </SchemaServer>
  );
};

function SchemaServer({
  codes,
  change,
  children,
}: {
  codes: string[];
  change?: (s: MemoryServer) => void;
  children: React.ReactNode;
}) {
  // Set up once, before the page's first request.
  useState(() => {
    const server = schemaServer();
    change?.(server);
    http.defaults.adapter = memoryCrudAdapter(server);
    sessionAuth.save(
      codes.map((action) => ({ action, type: '1' })),
      codes.map((action) => ({ action, type: '1', status: '1' })),
    );
    clearPageBundles();
    clearDictOptions();
    return server;
  });
  return <App>{children}</App>;
}
