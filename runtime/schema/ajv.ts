// One Ajv configuration for meta-schemas and model write validation: JSON Schema 2020-12, strict mode,
// every error at once, and the formats models may use (datetime is the contract's 'YYYY-MM-DD HH:mm:ss').
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { META_SCHEMAS } from './metaSchemas.js';

export type { ErrorObject, ValidateFunction } from 'ajv';
export type Ajv = Ajv2020;

function validDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function validTime(text: string): boolean {
  const [h, mi, s] = text.split(':').map(Number) as [number, number, number];
  return h < 24 && mi < 60 && s < 60;
}

/** Formats of our own; ajv-formats supplies email, uri and ipv4. */
export const CUSTOM_FORMATS: Record<string, (value: string) => boolean> = {
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && validDate(v),
  datetime: (v) =>
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(v) && validDate(v.slice(0, 10)) && validTime(v.slice(11)),
  time: (v) => /^\d{2}:\d{2}:\d{2}$/.test(v) && validTime(v),
  mobile: (v) => /^1[3-9]\d{9}$/.test(v),
};

/**
 * A strict 2020-12 Ajv with our formats and (by default) the meta-schemas added.
 *
 * @example
 * const ajv = createAjv();
 * ajv.getSchema('urn:lowcode:meta:page')?.(doc);
 */
export function createAjv(options: { withMeta?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    allowUnionTypes: true,
    discriminator: true,
  });
  addFormats.default(ajv, ['email', 'uri', 'ipv4']);
  for (const [name, validate] of Object.entries(CUSTOM_FORMATS))
    ajv.addFormat(name, { type: 'string', validate });
  if (options.withMeta !== false) for (const schema of META_SCHEMAS) ajv.addSchema(schema);
  return ajv;
}
