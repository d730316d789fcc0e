// Numbers in route schemas are finite. Query strings are coerced by ajv, which turns "Infinity" and
// "1e400" into Infinity and then skips minimum/maximum for a number that is not finite, so a schema that
// says `{type: 'integer', minimum: 1, maximum: 1000}` let `pageSize=Infinity` through to SQL (a 500).
// Every numeric node of every route schema gets the `x-finite` keyword when the route is added, so the
// refusal is the usual 400 naming the parameter, for routes written today and later alike.
import type { Plugin as AjvPlugin } from 'ajv';
import fp from 'fastify-plugin';

export const FINITE_KEYWORD = 'x-finite';

/** The ajv keyword (registered through Fastify's `ajv.plugins`). */
export const finiteKeyword: AjvPlugin<unknown> = (ajv) =>
  ajv.addKeyword({
    keyword: FINITE_KEYWORD,
    // No `type`: ajv runs number-typed keywords only on finite numbers, which is the hole itself.
    schemaType: 'boolean',
    validate: (required: boolean, data: unknown) =>
      !required || typeof data !== 'number' || Number.isFinite(data),
    errors: false,
  });

const isNumeric = (type: unknown) =>
  type === 'integer' || type === 'number' || (Array.isArray(type) && type.some(isNumeric));

/** Marks every numeric node under `node` (properties, items, combinators), in place. */
export function markFinite(node: unknown, depth = 0): void {
  if (typeof node !== 'object' || node === null || depth > 32) return;
  if (Array.isArray(node)) {
    for (const item of node) markFinite(item, depth + 1);
    return;
  }
  const schema = node as Record<string, unknown>;
  if (isNumeric(schema.type) && !(FINITE_KEYWORD in schema)) schema[FINITE_KEYWORD] = true;
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'const' && key !== 'enum' && key !== 'default' && key !== 'examples')
      markFinite(value, depth + 1);
  }
}

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as Record<string, unknown> | undefined;
      if (!schema) return;
      for (const part of ['querystring', 'params', 'body', 'headers'] as const) markFinite(schema[part]);
    });
  },
  { name: 'finite-numbers' },
);
