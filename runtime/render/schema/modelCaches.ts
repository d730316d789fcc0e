// After a write through a model's API the server clears the caches the model names in
// `x-api.evictCaches`; the browser's copies of them must follow, or e.g. a new dictionary item stays
// out of every dictionary widget until the next sign-in. Read from the model, so no page or model
// name is written into the runtime.
import { evictClientCaches } from '../../core';
import type { ModelSchema } from '../schemaLite';

/**
 * Reloads, in the background, the browser caches a successful write through `model` invalidated.
 *
 * @example
 * await submitRecord(page, model, 'add', values);
 * afterModelWrite(model);
 */
export function afterModelWrite(model: ModelSchema): void {
  const names = model['x-api']?.evictCaches;
  if (names?.length) void evictClientCaches(names);
}
