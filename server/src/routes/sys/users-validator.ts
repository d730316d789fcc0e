// Strict JSON bodies for the user and department administration routes. Fastify's default validator
// coerces types (`["x"]` becomes "x", `true` becomes "true"), which would store a value of the wrong JSON
// type without a word; here a body of the wrong type is a 400 naming the field. Query strings are text
// by nature and keep the usual coercion ("10" → 10).
import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { finiteKeyword } from '../../plugins/finite-numbers.js';

const common = { allErrors: true, allowUnionTypes: true, useDefaults: true, removeAdditional: true } as const;

/** Sets the validator of the routes this plugin instance registers (encapsulated, not app-wide). */
export function strictBodies(app: FastifyInstance): void {
  // Both know plugins/finite-numbers' keyword, which every route schema carries on its numbers.
  const strict = new Ajv({ ...common, coerceTypes: false });
  const coercing = new Ajv({ ...common, coerceTypes: 'array' });
  finiteKeyword(strict);
  finiteKeyword(coercing);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
}
