// A stored model may not name itself, its table or a property with a reserved word (an SQL keyword, a
// name every JavaScript object has, or a list query parameter): runtime/schema/reservedNames.ts, the
// list the designer refuses as the admin types, refused here again for drafts sent any other way.
import {
  nameOfModel,
  pointerSegment,
  reservedNameOf,
  type ModelSchema,
  type ReservedKind,
  type SchemaIssue,
} from '../../../runtime/schema/index.js';
import type { MessageKey } from '../i18n/messages.js';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const MESSAGES: Record<ReservedKind, MessageKey> = {
  sql: 'onlineReservedSql',
  js: 'onlineReservedJs',
  query: 'onlineReservedQuery',
};

/**
 * The model's reserved names, each at its pointer.
 *
 * @example
 * reservedIssues(schema, 'online:models/visit.json', request.t); // [{ pointer: '/properties/order', … }]
 */
export function reservedIssues(schema: ModelSchema, path: string, t: Translate): SchemaIssue[] {
  const names: [string, string][] = [
    ['/$id', nameOfModel(schema)],
    ['/x-storage/table', schema['x-storage'].table],
    ...Object.keys(schema.properties).map((name): [string, string] => [
      `/properties/${pointerSegment(name)}`,
      name,
    ]),
  ];
  return names.flatMap(([pointer, name]) => {
    const kind = reservedNameOf(name);
    return kind ? [{ file: path, pointer, message: t(MESSAGES[kind], { name }) }] : [];
  });
}
