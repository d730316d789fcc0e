// Starting points for a new model or page: small, valid once their names are changed.
import type { StoredKind } from './api';

const MODEL = {
  $id: 'urn:lowcode:model:online_example',
  type: 'object',
  'x-label': 'Example',
  'x-storage': { table: 'online_example', audit: true },
  'x-api': { basePath: '/online/example', permissionPrefix: 'online:example' },
  required: ['name'],
  properties: {
    id: { type: 'string', readOnly: true },
    name: { type: 'string', maxLength: 100, 'x-label': 'Name' },
  },
};

const PAGE = {
  id: 'online.example.list',
  kind: 'list',
  menuKey: 'online/ExampleList',
  title: 'Examples',
  model: 'online_example',
  columns: [{ field: 'name' }, { field: 'createTime', display: 'datetime' }],
  actions: [
    { id: 'delete', type: 'delete', position: 'row', confirm: true, permission: 'online:example:delete' },
  ],
};

/**
 * The JSON a new document starts from.
 *
 * @example
 * templateOf('model'); // '{\n  "$id": "urn:lowcode:model:online_example", …'
 */
export function templateOf(kind: StoredKind): string {
  return JSON.stringify(kind === 'model' ? MODEL : PAGE, null, 2);
}
