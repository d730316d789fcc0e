// Saving and deleting stored schemas while the server runs: a model gets its table (created or
// extended), its codes and menu items and live routes at once; nothing is written when a check fails.
import type { PageSchema, SchemaDoc, SchemaIssue } from '../../../runtime/schema/index.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { compileModel, type CompiledModel } from '../crud/model.js';
import { syncPermissions } from '../crud/permission-sync.js';
import { modelOperations, type ModelOperation } from '../crud/routes.js';
import { syncModels } from '../crud/sync.js';
import { checkDraft, loadWith, newIssues, type Translate } from './checks.js';
import type { OnlineContext } from './context.js';
import { claimTable, storedById, type StoredKind, type StoredRow } from './store.js';

/** A refused save or delete: the problems, each as file#/pointer: expectation. */
export class SchemaRefused extends Error {
  constructor(readonly issues: readonly SchemaIssue[]) {
    super('schema refused');
  }
}

export class OnlineSchemas {
  /** Live routes of stored models, by `METHOD <basePath>/<operation>`. */
  private readonly live = new Map<string, ModelOperation>();

  constructor(readonly ctx: OnlineContext) {
    this.refreshRoutes();
  }

  /** The operation answering a method and path (without the API base), if a stored model has one. */
  match(method: string, url: string): ModelOperation | undefined {
    return this.live.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);
  }

  /** Rebuilds the live routes from the stored models in the registry. */
  refreshRoutes(): void {
    this.live.clear();
    const { registry } = this.ctx;
    for (const model of registry.models.values()) {
      if (!model.codes || !registry.isStored(model.name)) continue;
      for (const op of modelOperations(registry, model))
        for (const method of op.methods) this.live.set(`${method} ${op.url}`, op);
    }
  }

  /**
   * Validates and stores a document (a new one, or `id`'s new version) and brings it live.
   *
   * @example
   * const row = await online.save('model', text, undefined, 'admin', request.t);
   */
  async save(
    kind: StoredKind,
    text: string,
    id: string | undefined,
    by: string,
    t: Translate,
  ): Promise<StoredRow> {
    const { db, dialect, registry } = this.ctx;
    const current = id === undefined ? undefined : await storedById(db, id);
    const { issues, name, path, set } = await checkDraft(this.ctx, kind, text, current, t);
    if (issues.length > 0 || !name || !set) throw new SchemaRefused(issues);
    let model: CompiledModel | undefined;
    if (kind === 'model') {
      model = compileModel(set.models.get(name)!.schema, path);
      try {
        const { created } = await syncModels(db, dialect, [model]);
        if (created.length > 0) await claimTable(db, model.table, by, newId(), formatDateTime());
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new SchemaRefused([{ file: path, pointer: '', message: t('onlineSyncFailed', { reason }) }]);
      }
    }
    const now = formatDateTime();
    const row: StoredRow = current
      ? { ...current, name, content: text, update_by: by, update_time: now }
      : {
          id: newId(),
          kind,
          name,
          content: text,
          create_by: by,
          create_time: now,
          update_by: null,
          update_time: null,
        };
    if (current) await db.updateTable('sys_online_schema').set(row).where('id', '=', row.id).execute();
    else await db.insertInto('sys_online_schema').values(row).execute();
    if (current && current.name !== name) registry.uninstall(kind, current.name);
    if (model) registry.installModel(model);
    else registry.installPage(set.pages.get(name)!);
    await this.syncCodes();
    this.refreshRoutes();
    return row;
  }

  /**
   * Deletes a stored document unless other stored schemas still need it. Its table and rows stay.
   *
   * @example
   * await online.remove(id, request.t);
   */
  async remove(row: StoredRow): Promise<void> {
    const rows = await this.ctx.rows();
    const before = await loadWith(this.ctx, rows);
    const after = await loadWith(
      this.ctx,
      rows.filter((r) => r.id !== row.id),
    );
    const broken = newIssues(before.issues, after.issues);
    if (broken.length > 0) throw new SchemaRefused(broken);
    const menuKey = row.kind === 'page' ? this.ctx.registry.pages.get(row.name)?.schema.menuKey : undefined;
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sys_online_schema').where('id', '=', row.id).execute();
      // The page's menu items go with it (its menuKey is its own: built-in ones are refused at save).
      if (!menuKey) return;
      const items = trx
        .selectFrom('sys_permission')
        .select('id')
        .where('component', '=', menuKey)
        .where('menu_type', '<', 2);
      await trx.deleteFrom('sys_role_permission').where('permission_id', 'in', items).execute();
      await trx
        .updateTable('sys_permission')
        .set({ parent_id: null })
        .where('parent_id', 'in', items)
        .execute();
      await trx
        .deleteFrom('sys_permission')
        .where('component', '=', menuKey)
        .where('menu_type', '<', 2)
        .execute();
    });
    this.ctx.registry.uninstall(row.kind, row.name);
    this.refreshRoutes();
  }

  /** Button codes of stored models and menu items of stored pages with `menu` (missing ones only). */
  async syncCodes(): Promise<void> {
    const { registry, db } = this.ctx;
    const models = new Map([...registry.models].filter(([name]) => registry.isStored(name)));
    const pages = new Map<string, SchemaDoc<PageSchema>>(
      [...registry.pages].filter(([id]) => registry.isStoredPage(id)),
    );
    await syncPermissions(db, models, pages);
  }
}
