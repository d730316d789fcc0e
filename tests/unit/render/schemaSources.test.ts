import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSchemaSources,
  preloadSchemaSources,
  registerSchemaSource,
  type PageSchemaSource,
} from '../../../runtime/render/schema/sources';

function source(name: string, preload?: () => Promise<unknown>): PageSchemaSource {
  return {
    name,
    pages: () => [],
    loadPage: () => Promise.resolve(undefined),
    loadModel: () => Promise.resolve(undefined),
    ...(preload ? { preload } : {}),
  };
}

afterEach(() => clearSchemaSources());

describe('preloadSchemaSources', () => {
  it('starts the preload of every source that has one', () => {
    const repository = vi.fn(() => Promise.resolve('index'));
    registerSchemaSource(source('repository', repository));
    registerSchemaSource(source('database'));
    preloadSchemaSources();
    expect(repository).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed preload to the load that needs it (no unhandled rejection)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    registerSchemaSource(source('repository', () => Promise.reject(new Error('chunk failed'))));
    preloadSchemaSources();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
