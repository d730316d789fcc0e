// The meta-schemas as data, for the browser bundle and the server alike.
import commonMeta from '../../schemas/meta/common.schema.json' with { type: 'json' };
import modelMeta from '../../schemas/meta/model.schema.json' with { type: 'json' };
import pageMeta from '../../schemas/meta/page.schema.json' with { type: 'json' };

export const META_IDS = {
  common: 'urn:lowcode:meta:common',
  model: 'urn:lowcode:meta:model',
  page: 'urn:lowcode:meta:page',
} as const;

/** Every meta-schema, to add to an Ajv instance. */
export const META_SCHEMAS: readonly object[] = [commonMeta, modelMeta, pageMeta];
