// Shared setup of the file stories: the in-memory stored-file API (stories/fixtures/memoryFiles.ts)
// behind the HTTP client, over the schema server's tables, with the file lists' button permissions.
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { http } from '../../runtime/core';
import { fileServer } from '../fixtures/fileData';
import type { MemoryFiles } from '../fixtures/memoryFiles';

/** Button permissions of the file stories' user. */
export const FILE_CODES = [
  'biz:generalFile:add',
  'biz:generalFile:edit',
  'biz:generalFile:delete',
  'biz:document:add',
  'biz:ossFile:add',
  'biz:ossFile:delete',
];

/** Story parameters the file decorator reads. */
export interface FileStoryParameters {
  /** Changes the fresh fake before the story renders (e.g. a chunk that fails). */
  files?: (files: MemoryFiles) => void;
}

/**
 * Puts the stored-file fake behind the HTTP client. Goes inside `withSchemaServer` (listed before it),
 * which grants the permissions and provides antd's App.
 *
 * @example
 * export default { decorators: [withFileServer, withSchemaServer], parameters: { ...SCHEMA_USER, codes: FILE_CODES } } satisfies Meta;
 */
export const withFileServer: Decorator = (Story, { parameters }) => {
  const { files: change } = parameters as FileStoryParameters;
  return (
    <FileServer change={change}>
      <Story />
    </FileServer>
  );
};

function FileServer({ change, children }: { change?: (f: MemoryFiles) => void; children: React.ReactNode }) {
  useState(() => {
    const setup = fileServer();
    change?.(setup.files);
    http.defaults.adapter = setup.adapter;
    return setup;
  });
  return <>{children}</>;
}
