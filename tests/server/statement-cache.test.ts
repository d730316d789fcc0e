// The prepared-statement cache of the SQLite connection: one statement per SQL text, bounded, and still
// right after the table it reads changes shape.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cachePreparedStatements } from '../../server/src/db/statement-cache.js';

describe('cachePreparedStatements', () => {
  const dirs: string[] = [];
  const open = (max?: number) => {
    const dir = mkdtempSync(join(tmpdir(), 'stmt-cache-'));
    dirs.push(dir);
    const db = new SQLite(join(dir, 'app.db'));
    cachePreparedStatements(db, max);
    db.exec('create table t (a integer)');
    return db;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('returns the same statement for the same text and evicts the least recently used', () => {
    const db = open(2);
    const one = db.prepare('select 1 as x');
    expect(db.prepare('select 1 as x')).toBe(one);
    db.prepare('select 2 as x');
    db.prepare('select 1 as x'); // used again: now the newest
    db.prepare('select 3 as x'); // evicts 'select 2'
    expect(db.prepare('select 1 as x')).toBe(one);
    expect(db.prepare('select 2 as x').get()).toEqual({ x: 2 });
    db.close();
  });

  it('reads new columns after the table is altered', () => {
    const db = open();
    db.prepare('insert into t (a) values (?)').run(1);
    expect(db.prepare('select * from t').all()).toEqual([{ a: 1 }]);
    db.exec('alter table t add column b text');
    db.prepare('update t set b = ?').run('x');
    expect(db.prepare('select * from t').all()).toEqual([{ a: 1, b: 'x' }]);
    db.close();
  });
});
