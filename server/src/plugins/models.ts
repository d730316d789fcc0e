// Model schemas at start: load and validate every file in schemas/ (and the schemas stored by the
// online designer, checked with them), create or extend their tables, seed tables created now, make
// sure the codes and menu items the generated routes need exist, and expose the compiled models as
// `app.models` for the CRUD routes (crud/routes.ts) and the designer as `app.onlineSchemas`.
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { loadSchemaSources, readSchemaSources } from '../crud/load.js';
import { dataRuleRowRule } from '../crud/data-rules.js';
import { compileModel, type CompiledModel } from '../crud/model.js';
import { seedCreatedModels } from '../crud/model-seeds.js';
import { syncPermissions } from '../crud/permission-sync.js';
import { ModelRegistry } from '../crud/registry.js';
import { syncModels } from '../crud/sync.js';
import { DATA_LOG_TABLE } from '../crud/data-log.js';
import { onlineContext } from '../online/context.js';
import { dispatchLiveGets } from '../online/live-routes.js';
import { syncDesignerMenu } from '../online/menu.js';
import { OnlineSchemas } from '../online/service.js';
import { loadStoredAtStart } from '../online/start.js';
import { allStored, storedPath } from '../online/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    models: ModelRegistry;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const dictCodes = (
      await app.db.selectFrom('sys_dict').select('dict_code').where('del_flag', '=', 0).execute()
    ).map((d) => d.dict_code);
    const repo = await readSchemaSources(config.schemasDir);
    const repoSet = loadSchemaSources(repo, config.schemasDir, { dictCodes });
    const { set, stored } = loadStoredAtStart(repo, await allStored(app.db), dictCodes, repoSet, app.log);
    const models = new Map<string, CompiledModel>();
    for (const [name, doc] of repoSet.models) models.set(name, compileModel(doc.schema, doc.file));
    const repoTables = new Set([...models.values()].map((m) => m.table));
    const storedModels: CompiledModel[] = [];
    for (const row of stored) {
      const doc = row.kind === 'model' ? set.models.get(row.name) : undefined;
      if (!doc) continue;
      const model = compileModel(doc.schema, storedPath('model', row.name));
      if (repoTables.has(model.table))
        app.log.warn(`stored model ${row.name} is skipped: its table is built in`);
      else storedModels.push(model);
    }
    const logged = [...models.values(), ...storedModels].filter((m) => m.dataLog).map((m) => m.file);
    if (logged.length > 0 && !models.has(DATA_LOG_TABLE)) {
      throw new Error(
        `${logged.join(', ')} keep a data log, but there is no ${DATA_LOG_TABLE} model in ${config.schemasDir}/models`,
      );
    }
    const { created, added } = await syncModels(app.db, app.dialect, [...models.values(), ...storedModels]);
    if (created.length > 0) app.log.info(`created tables for models: ${created.join(', ')}`);
    if (added.length > 0) app.log.info(`added columns: ${added.join(', ')}`);
    const registry = new ModelRegistry(app.db, app.dialect, models, repoSet.pages, app.readArrays);
    // The data rules granted to a user's roles scope every read and write of the models they name.
    registry.addRowRule(dataRuleRowRule(registry));
    for (const model of storedModels) registry.installModel(model);
    for (const row of stored) {
      const doc = row.kind === 'page' ? set.pages.get(row.name) : undefined;
      if (doc) registry.installPage(doc);
    }
    await seedCreatedModels(registry, created, { dataDir: config.dataDir });
    await syncPermissions(app.db, models, repoSet.pages);
    await syncDesignerMenu(app.db);
    app.decorate('models', registry);
    const online = new OnlineSchemas(
      onlineContext({
        db: app.db,
        dialect: app.dialect,
        registry,
        repo,
        repoSet,
        hasRoute: (url) =>
          (['GET', 'POST', 'PUT', 'DELETE'] as const).some((method) =>
            app.hasRoute({ method, url: `${config.apiBase}${url}` }),
          ),
      }),
    );
    await online.syncCodes();
    app.decorate('onlineSchemas', online);
    // Before the web app's GET catch-all is registered, so its GETs of live operations reach them.
    dispatchLiveGets(app, () => online, config.apiBase);
  },
  { name: 'models', dependencies: ['db'] },
);
