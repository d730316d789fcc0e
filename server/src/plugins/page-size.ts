// A `pageSize` above a list's cap is clamped to the cap, not refused: JeecgBoot's screens ask for
// "everything" with pageSize=9999 (or more) and expect the first cap-many rows. Route schemas keep
// saying `pageSize: {type: 'integer', minimum: 1, maximum: N}`; when a route is added this plugin
// takes the `maximum` out of the querystring schema (so ajv lets a larger number through) and clamps
// the parsed value before the handler runs. 0, negatives and non-numbers are still refused by the
// schema, naming the field. Lists that parse their query by hand use `pageSizeOf` (crud/query.ts).
import fp from 'fastify-plugin';
import type { preHandlerHookHandler } from 'fastify';

type Node = Record<string, unknown>;

/** pageSize nodes already rewritten → their copy without `maximum` and the cap: schemas share nodes. */
const rewritten = new WeakMap<object, { node: Node; cap: number }>();

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * The cap of the querystring schema's pageSize, taking `maximum` out of it; undefined when it has none.
 *
 * @example
 * const schema = { type: 'object', properties: { pageSize: { type: 'integer', minimum: 1, maximum: 1000 } } };
 * takePageSizeCap(schema); // 1000, and schema.properties.pageSize no longer has a maximum
 */
export function takePageSizeCap(querystring: unknown): number | undefined {
  if (!isObject(querystring) || !isObject(querystring.properties)) return undefined;
  const properties = querystring.properties;
  const node = properties.pageSize;
  if (!isObject(node)) return undefined;
  let done = rewritten.get(node);
  if (!done) {
    if (typeof node.maximum !== 'number') return undefined;
    const { maximum, ...rest } = node;
    // A new node, so another schema sharing the old one is rewritten the same way when its turn comes.
    done = { node: rest, cap: maximum as number };
    rewritten.set(node, done);
    rewritten.set(rest, done);
  }
  properties.pageSize = done.node;
  return done.cap;
}

const clampTo =
  (cap: number): preHandlerHookHandler =>
  async (request) => {
    const query = request.query as Node | undefined;
    if (query && typeof query.pageSize === 'number' && query.pageSize > cap) query.pageSize = cap;
  };

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as Node | undefined;
      const cap = schema ? takePageSizeCap(schema.querystring) : undefined;
      if (cap === undefined) return;
      const existing = route.preHandler === undefined ? [] : [route.preHandler].flat();
      route.preHandler = [clampTo(cap), ...existing];
    });
  },
  { name: 'page-size' },
);
