// The designer's endpoints in memory, for its stories and unit tests: stored rows, a validation that
// reports JSON syntax errors and a missing name (the real rules live on the server), and the catalog.
import type { MemoryEndpoint } from '../../runtime/core';
import type { SchemaIssue, StoredKind, StoredSchema } from './api';

const ok = (result: unknown, message = '') => ({
  success: true,
  code: 200,
  message,
  result,
  timestamp: Date.now(),
});

/** A stored list page over the in-memory positions, as the designer shows it. */
export const STORY_PAGE = {
  id: 'online.position.list',
  kind: 'list',
  menuKey: 'online/PositionList',
  title: '职务（在线）',
  model: 'sys_position',
  columns: [{ field: 'code' }, { field: 'name' }, { field: 'postRank', display: 'dictTag' }],
};

function check(kind: StoredKind, content: string): { name: string | null; issues: SchemaIssue[] } {
  const file = `online:${kind}s/draft.json`;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(content) as Record<string, unknown>;
  } catch (err) {
    const message = `is not valid JSON: ${(err as Error).message}`;
    return { name: null, issues: [{ file, pointer: '', message, text: `${file}#: ${message}` }] };
  }
  const key = kind === 'model' ? '$id' : 'id';
  const raw = value[key];
  const name = typeof raw === 'string' ? raw.replace('urn:lowcode:model:', '') : null;
  if (name) return { name, issues: [] };
  const message = `must have required property '${key}'`;
  return { name, issues: [{ file, pointer: '', message, text: `${file}#: ${message}` }] };
}

/**
 * Puts the designer's endpoints on an in-memory server, starting with `rows`.
 *
 * @example
 * parameters: { server: (s) => withDesignerFake(s, [storedRow('page', STORY_PAGE)]) }
 */
export function withDesignerFake(
  server: { intercept?: MemoryEndpoint },
  rows: StoredSchema[],
  /** A save of a document whose text includes this is refused (a stand-in for the server's rules). */
  refuseText?: string,
): void {
  server.intercept = ({ method, path, params, body }) => {
    if (path === '/online/schema/list') return ok(rows);
    if (path === '/online/schema/validate') return ok(check(body.kind as StoredKind, String(body.content)));
    if (path === '/online/schema/catalog') {
      const pages = rows
        .filter((r) => r.kind === 'page')
        .map((r) => ({
          id: r.name,
          menuKey: null,
          kind: 'list',
          model: null,
          schema: JSON.parse(r.content) as unknown,
        }));
      return ok({ models: [], pages });
    }
    const checked = (doc: { id?: unknown; kind?: unknown; content?: unknown }) => {
      const existing = rows.find((r) => r.id === doc.id);
      const kind = (existing?.kind ?? doc.kind) as StoredKind;
      const content = String(doc.content);
      const { name, issues } = check(kind, content);
      if (refuseText && content.includes(refuseText)) {
        const file = `online:${kind}s/${name ?? 'draft'}.json`;
        const message = `must not contain ${refuseText}`;
        issues.push({ file, pointer: '', message, text: `${file}#: ${message}` });
      }
      return { existing, kind, content, name, issues };
    };
    const refused = (issues: SchemaIssue[]) => ({
      success: false,
      code: 400,
      message: issues.map((i) => i.text).join('; '),
      result: { issues },
    });
    const store = ({ existing, kind, content, name }: ReturnType<typeof checked>) => {
      const row = { ...(existing ?? storedRow(kind, {})), name: name!, content };
      if (!existing) rows.push(row);
      else Object.assign(existing, row);
      return row;
    };
    if (path === '/online/schema/add' || path === '/online/schema/edit') {
      const doc = checked(body);
      return doc.issues.length > 0 || !doc.name ? refused(doc.issues) : ok(store(doc));
    }
    // All or nothing, as the server's editMany.
    if (path === '/online/schema/editMany') {
      const docs = (body.documents as { id: string; content: string }[]).map(checked);
      const issues = docs.flatMap((d) => d.issues);
      return issues.length > 0 || docs.some((d) => !d.name) ? refused(issues) : ok(docs.map(store));
    }
    if (method === 'DELETE' && path === '/online/schema/delete') {
      rows.splice(
        rows.findIndex((r) => r.id === params.id),
        1,
      );
      return ok(null);
    }
    if (path === '/online/schema/addToMenu') return ok({ id: 'menu-1', url: '/online/x' });
    return undefined;
  };
}

let counter = 0;

/**
 * A stored row holding `doc`.
 *
 * @example
 * storedRow('page', STORY_PAGE).name; // 'online.position.list'
 */
export function storedRow(kind: StoredKind, doc: { $id?: unknown; id?: unknown }): StoredSchema {
  const name =
    kind === 'model' ? String(doc.$id ?? '').replace('urn:lowcode:model:', '') : String(doc.id ?? '');
  return {
    id: `stored${(counter++).toString().padStart(26, '0')}`,
    kind,
    name,
    content: JSON.stringify(doc, null, 2),
    createTime: '2026-11-22 08:00:00',
    updateTime: null,
  };
}
