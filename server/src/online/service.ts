// Saving and deleting stored schemas while the server runs: a model gets its table (created or
// extended), its codes and menu items and live routes at once; nothing is written when a check fails.
import type { Transaction } from 'kysely';
import type { LoadResult, PageSchema, SchemaDoc, SchemaIssue } from '../../../runtime/schema/index.js';
import type { Database } from '../db/types.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { compileModel, type CompiledModel } from '../crud/model.js';
import { syncPermissions } from '../crud/permission-sync.js';
import { modelOperations, type ModelOperation } from '../crud/routes.js';
import { syncModels } from '../crud/sync.js';
import { checkDraft, loadWith, newIssues, type Translate } from './checks.js';
import type { OnlineContext } from './context.js';
import { dataLossOf, unconfirmed, type DataLoss } from './data-loss.js';
import { addVersion } from './versions.js';
import { claimTable, storedById, type StoredKind, type StoredRow } from './store.js';

export interface SaveOptions {
  note?: string;
  /** The fields whose data-losing change the caller has seen and accepts. */
  confirmDataLoss?: readonly string[];
}

/** A validated document ready to be written: its name, its set, its compiled model, what it could lose. */
export interface Prepared {
  kind: StoredKind;
  text: string;
  name: string;
  path: string;
  set: LoadResult;
  current: StoredRow | undefined;
  model?: CompiledModel;
  dataLoss: DataLoss[];
}

/** A save that would lose data in the fields listed, not confirmed by the caller. */
export class DataLossRefused extends Error {
  constructor(readonly losses: readonly DataLoss[]) {
    super('data loss not confirmed');
  }
}

/** A refused save or delete: the problems, each as file#/pointer: expectation. */
export class SchemaRefused extends Error {
  constructor(
    readonly issues: readonly SchemaIssue[],
    /** What the refused save could also lose (validate shows it with the problems). */
    readonly dataLoss: readonly DataLoss[] = [],
  ) {
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
   * Validates a document (a new one, or `current`'s next version) with the stored ones and `pending`
   * (documents of the same import not written yet), and works out what its table change could lose.
   *
   * @example
   * const draft = await online.prepare('model', text, current, request.t);
   */
  async prepare(
    kind: StoredKind,
    text: string,
    current: StoredRow | undefined,
    t: Translate,
    pending: readonly StoredRow[] = [],
  ): Promise<Prepared> {
    const { registry } = this.ctx;
    const ctx: OnlineContext =
      pending.length === 0
        ? this.ctx
        : {
            ...this.ctx,
            rows: async () => [
              ...(await this.ctx.rows()).filter((r) => !pending.some((p) => p.id === r.id)),
              ...pending,
            ],
          };
    const { issues, name, path, set } = await checkDraft(ctx, kind, text, current, t);
    const schema = kind === 'model' && name ? set?.models.get(name)?.schema : undefined;
    const previousName = current?.name ?? name ?? '';
    const previous = registry.isStored(previousName) ? registry.models.get(previousName) : undefined;
    // Listed even beside other problems, so the designer shows both at once.
    const dataLoss = schema ? dataLossOf(previous, schema, path) : [];
    if (issues.length > 0 || !name || !set) throw new SchemaRefused(issues, dataLoss);
    const model = schema ? compileModel(schema, path) : undefined;
    return { kind, text, name, path, set, current, model, dataLoss };
  }

  /**
   * Writes a prepared document in `trx`: its table (created or extended, never narrowed), its row and
   * its next version. Nothing is live until `install`.
   */
  async write(
    trx: Transaction<Database>,
    draft: Prepared,
    by: string,
    note: string | undefined,
    t: Translate,
    id: string = newId(),
  ): Promise<StoredRow> {
    const { dialect } = this.ctx;
    const { current, model, name, kind, text } = draft;
    if (model) {
      try {
        const { created } = await syncModels<Database>(trx, dialect, [model]);
        if (created.length > 0) await claimTable(trx, model.table, by, newId(), formatDateTime());
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new SchemaRefused([
          { file: draft.path, pointer: '', message: t('onlineSyncFailed', { reason }) },
        ]);
      }
    }
    const now = formatDateTime();
    const row: StoredRow = current
      ? { ...current, name, content: text, update_by: by, update_time: now }
      : {
          id,
          kind,
          name,
          content: text,
          create_by: by,
          create_time: now,
          update_by: null,
          update_time: null,
        };
    if (current) await trx.updateTable('sys_online_schema').set(row).where('id', '=', row.id).execute();
    else await trx.insertInto('sys_online_schema').values(row).execute();
    await addVersion(trx, row, by, now, note);
    return row;
  }

  /** Brings written documents live: the registry, their codes and menu items, the live routes. */
  async install(drafts: readonly Prepared[]): Promise<void> {
    const { registry } = this.ctx;
    for (const draft of drafts) {
      if (draft.current && draft.current.name !== draft.name)
        registry.uninstall(draft.kind, draft.current.name);
      if (draft.model) registry.installModel(draft.model);
      else registry.installPage(draft.set.pages.get(draft.name)!);
    }
    await this.syncCodes();
    this.refreshRoutes();
  }

  /**
   * Validates and stores a document (a new one, or `id`'s next version) and brings it live. A change
   * that could lose data is refused unless `confirmDataLoss` names every field it concerns.
   *
   * @example
   * const row = await online.save('model', text, undefined, 'admin', request.t, { note: 'first' });
   */
  async save(
    kind: StoredKind,
    text: string,
    id: string | undefined,
    by: string,
    t: Translate,
    options: SaveOptions = {},
  ): Promise<StoredRow> {
    const current = id === undefined ? undefined : await storedById(this.ctx.db, id);
    const draft = await this.prepare(kind, text, current, t);
    const losses = unconfirmed(draft.dataLoss, options.confirmDataLoss);
    if (losses.length > 0) throw new DataLossRefused(losses);
    const row = await this.ctx.db.transaction().execute((trx) => this.write(trx, draft, by, options.note, t));
    await this.install([draft]);
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
      await trx.deleteFrom('sys_online_schema_version').where('schema_id', '=', row.id).execute();
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
