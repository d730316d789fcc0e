// @vitest-environment node
// Server code reaches model tables only through a Scope (server/src/crud/scope.ts): a query builder on
// `<model>.table` anywhere else is a lint error, so a new path cannot skip the scope by accident.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function scopeErrors(filePath: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('model tables through a scope', () => {
  it.each([
    ['server/src/routes/biz/x.ts', 'export const q = (db, model) => db.selectFrom(model.table);'],
    ['server/src/crud/x.ts', 'export const q = (tx, m) => tx.updateTable(m.table).set({});'],
    ['server/src/crud/x.ts', 'export const q = (tx, m) => tx.deleteFrom(m.table);'],
  ])('refuses %s building on a model table: %s', async (file, source) => {
    expect(await scopeErrors(file, source)).toBe(1);
  });

  it.each([
    ['server/src/crud/scope.ts', 'export const q = (db, model) => db.selectFrom(model.table);'],
    ['server/src/routes/x.ts', "export const q = (db) => db.selectFrom('sys_user');"],
    ['server/src/routes/x.ts', 'export const q = (scope) => scope.select().selectAll();'],
  ])('allows %s: %s', async (file, source) => {
    expect(await scopeErrors(file, source)).toBe(0);
  });
});
