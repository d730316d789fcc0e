// Model schemas at start: load and validate every file in schemas/, create or extend their tables,
// seed tables created now, make sure the codes and menu items the generated routes need exist, and
// expose the compiled models as `app.models` for the CRUD routes (crud/routes.ts).
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { loadSchemaDir } from '../crud/load.js';
import { compileModel, type CompiledModel } from '../crud/model.js';
import { seedCreatedModels } from '../crud/model-seeds.js';
import { syncPermissions } from '../crud/permission-sync.js';
import { ModelRegistry } from '../crud/registry.js';
import { syncModels } from '../crud/sync.js';
import { DATA_LOG_TABLE } from '../crud/write.js';

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
    const set = await loadSchemaDir(config.schemasDir, { dictCodes });
    const models = new Map<string, CompiledModel>();
    for (const [name, doc] of set.models) models.set(name, compileModel(doc.schema, doc.file));
    const logged = [...models.values()].filter((m) => m.dataLog).map((m) => m.file);
    if (logged.length > 0 && !models.has(DATA_LOG_TABLE)) {
      throw new Error(
        `${logged.join(', ')} keep a data log, but there is no ${DATA_LOG_TABLE} model in ${config.schemasDir}/models`,
      );
    }
    const { created, added } = await syncModels(app.db, app.dialect, [...models.values()]);
    if (created.length > 0) app.log.info(`created tables for models: ${created.join(', ')}`);
    if (added.length > 0) app.log.info(`added columns: ${added.join(', ')}`);
    const registry = new ModelRegistry(app.db, app.dialect, models, set.pages);
    await seedCreatedModels(registry, created);
    await syncPermissions(app.db, models, set.pages);
    app.decorate('models', registry);
  },
  { name: 'models', dependencies: ['db'] },
);
