// The designer's version and module endpoints in memory, for its stories and unit tests, on top of
// designerFake.ts: each add or edit is numbered with its note, a rollback saves an old version again,
// and an edit dropping a model property is refused until confirmed (the real rules live on the server).
import type { MemoryEndpoint } from '../../../runtime/core';
import type { StoredSchema } from '../api';
import { withDesignerFake } from '../designerFake';

interface FakeVersion {
  version: number;
  name: string;
  note: string | null;
  content: string;
  createBy: string;
  createTime: string;
}

const ok = (result: unknown, message = '') => ({ success: true, code: 200, message, result, timestamp: 0 });

function propertiesOf(content: string): string[] {
  try {
    return Object.keys((JSON.parse(content) as { properties?: object }).properties ?? {});
  } catch {
    return [];
  }
}

/** Model properties `next` drops that `previous` had, as the server lists them. */
function droppedFields(row: StoredSchema | undefined, next: string) {
  if (row?.kind !== 'model') return [];
  const kept = new Set(propertiesOf(next));
  return propertiesOf(row.content)
    .filter((field) => !kept.has(field))
    .map((field) => ({ field, column: field, change: 'removed', from: 'string', to: '' }));
}

/**
 * Puts the designer's endpoints with versions on an in-memory server: `history` lists the earlier
 * contents of a row by its name (oldest first); its current content is the last version.
 *
 * @example
 * withHistoryFake(server, [row], { online_book: [firstText] });
 */
export function withHistoryFake(
  server: { intercept?: MemoryEndpoint },
  rows: StoredSchema[],
  history: Record<string, string[]> = {},
): void {
  const versions = new Map<string, FakeVersion[]>();
  const add = (row: StoredSchema, note: unknown) => {
    const list = versions.get(row.id) ?? [];
    list.push({
      version: list.length + 1,
      name: row.name,
      note: typeof note === 'string' && note !== '' ? note : null,
      content: row.content,
      createBy: 'admin',
      createTime: `2026-11-2${Math.min(list.length + 1, 9)} 09:00:00`,
    });
    versions.set(row.id, list);
  };
  for (const row of rows) {
    for (const content of history[row.name] ?? [])
      add({ ...row, content }, `v${(versions.get(row.id)?.length ?? 0) + 1}`);
    add(row, null);
  }
  withDesignerFake(server, rows);
  const designer = server.intercept!;
  const refusedForLoss = (row: StoredSchema | undefined, content: string, confirmed: unknown) => {
    const named = new Set(Array.isArray(confirmed) ? (confirmed as string[]) : []);
    const losses = droppedFields(row, content).filter((l) => !named.has(l.field));
    if (losses.length === 0) return undefined;
    const message = `These fields would lose data; confirm them to save: ${losses.map((l) => l.field).join(', ')}`;
    return { success: false, code: 400, message, result: { dataLoss: losses } };
  };
  server.intercept = (request) => {
    const { path, params, body } = request;
    const rowOf = (id: unknown) => rows.find((r) => r.id === id);
    if (path === '/online/schema/versions')
      return ok([...(versions.get(String(params.id)) ?? [])].reverse().map(({ content: _, ...v }) => v));
    if (path === '/online/schema/version') {
      const found = versions.get(String(params.id))?.find((v) => v.version === Number(params.version));
      return found ? ok(found) : { success: false, code: 404, message: 'no such version', result: null };
    }
    if (path === '/online/schema/rollback') {
      const row = rowOf(body.id);
      const old = versions.get(String(body.id))?.find((v) => v.version === Number(body.version));
      if (!row || !old) return { success: false, code: 404, message: 'no such version', result: null };
      const refused = refusedForLoss(row, old.content, body.confirmDataLoss);
      if (refused) return refused;
      row.content = old.content;
      add(row, body.note);
      return ok({ ...row, version: versions.get(row.id)!.length });
    }
    if (path === '/online/schema/edit') {
      const refused = refusedForLoss(rowOf(body.id), String(body.content), body.confirmDataLoss);
      if (refused) return refused;
    }
    const answer = designer(request) as { success?: boolean; result?: StoredSchema } | undefined;
    if ((path === '/online/schema/add' || path === '/online/schema/edit') && answer?.success && answer.result)
      add(answer.result, body.note);
    return answer;
  };
}
