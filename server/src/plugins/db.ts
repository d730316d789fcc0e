// Opens the database, migrates it, seeds it on first start, and closes it with the app.
import fp from 'fastify-plugin';
import type { Kysely, LogEvent } from 'kysely';
import type { AppConfig } from '../config.js';
import type { ReadArrays } from '../db/array-reader.js';
import { analyzeNewTables } from '../db/analyze-new.js';
import { connect, type Dialect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { fillSeedEnglish } from '../db/seed/dict-english.js';
import { seedIfEmpty, type SeedResult } from '../db/seed/index.js';
import type { Database } from '../db/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    /** Row-as-array reads for the list hot path (db/array-reader.ts). */
    readArrays: ReadArrays;
    /** The PostgreSQL pool's figures for the monitor; null on SQLite. */
    dbPoolFigures: () => { total: number; idle: number; waiting: number } | null;
    /** What the first-start seed did, for server.ts to print once. */
    seedResult: SeedResult;
  }
}

export default fp<{ config: AppConfig; onQuery?: (event: LogEvent) => void }>(
  async (app, { config, onQuery }) => {
    const { db, dialect, readArrays, poolFigures, warm } = connect({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      onIdleError: (err) => app.log.warn(`PostgreSQL connection lost while idle: ${err.message}`),
      onQuery,
    });
    let seedResult: SeedResult;
    try {
      await migrateToLatest(db);
      seedResult = await seedIfEmpty(db, {
        adminPassword: config.adminPassword,
        scryptCost: config.scryptCost,
      });
      await fillSeedEnglish(db);
      await warm();
    } catch (err) {
      await db.destroy();
      throw err;
    }
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('readArrays', readArrays);
    app.decorate('dbPoolFigures', poolFigures);
    app.decorate('seedResult', seedResult);
    // Once every plugin has created and seeded its tables (models.ts too), before the first request.
    if (dialect === 'postgres') app.addHook('onReady', async () => void (await analyzeNewTables(db)));
    // Runs after in-flight requests have finished (Fastify closes the server first).
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
