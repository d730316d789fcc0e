// Reuses prepared SQLite statements. Kysely's SQLite driver calls `prepare(sql)` for every query, and
// compiling the SQL text was an eighth of the server's CPU time under a list-heavy load (bench/README.md,
// api). Queries are built from schemas with bound values, so the distinct texts are few; the cache keeps
// the most recent `max` of them. Statements survive schema changes: SQLite re-prepares a statement whose
// tables changed the next time it runs.
import type SQLite from 'better-sqlite3';

/**
 * Makes `database.prepare` return a cached statement for a text it has seen.
 *
 * @example
 * cachePreparedStatements(new SQLite(file));
 */
export function cachePreparedStatements(database: SQLite.Database, max = 500): void {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (statement) {
      // Most recently used last, so the oldest is the first key.
      statements.delete(source);
    } else {
      statement = prepare(source);
      if (statements.size >= max) statements.delete(statements.keys().next().value!);
    }
    statements.set(source, statement);
    return statement;
  }) as typeof database.prepare;
}
