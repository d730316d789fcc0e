// Validates a designer draft exactly like a repository file (meta-schemas and the semantic pass, with
// the repository's schemas and every other stored one), then refuses what would take over something it
// does not own: a built-in model, page or menu component, an existing table, an API path or codes.
import {
  FIELD_WIDGET_NAMES,
  formatIssue,
  loadSchemaSet,
  modelFields,
  nameOfModel,
  parseJson,
  type LoadResult,
  type ModelSchema,
  type PageSchema,
  type SchemaIssue,
} from '../../../runtime/schema/index.js';
import { canonicalComponent } from '../../../schemas/api/jeecg-names.js';
import type { MessageKey } from '../i18n/messages.js';
import { compileModel, operationsOf } from '../crud/model.js';
import { readColumns } from '../crud/sync.js';
import type { OnlineContext } from './context.js';
import { reservedIssues } from './reserved.js';
import { designerTables, storedPath, storedSources, type StoredKind, type StoredRow } from './store.js';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export interface CheckResult {
  issues: SchemaIssue[];
  /** The document's name (model name or page id) when it has one. */
  name?: string;
  path: string;
  set?: LoadResult;
}

/** The name a draft claims, read without validating it. */
export function claimedName(kind: StoredKind, value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const doc = value as { $id?: unknown; id?: unknown };
  if (kind === 'model') return typeof doc.$id === 'string' ? nameOfModel({ $id: doc.$id }) : undefined;
  return typeof doc.id === 'string' ? doc.id : undefined;
}

/** Loads the repository plus the given stored rows (and an optional draft) as one set. */
export async function loadWith(
  ctx: OnlineContext,
  rows: readonly StoredRow[],
  draft?: { kind: StoredKind; path: string; text: string },
): Promise<LoadResult> {
  const stored = storedSources(rows);
  const models = [...ctx.repo.models, ...stored.models];
  const pages = [...ctx.repo.pages, ...stored.pages];
  if (draft) (draft.kind === 'model' ? models : pages).push({ path: draft.path, text: draft.text });
  // The client's widget names: a stored page naming any other would fail only when it renders.
  return loadSchemaSet({ models, pages }, { dictCodes: await ctx.dictCodes(), widgets: FIELD_WIDGET_NAMES });
}

/** Issues of `after` that `before` did not have: what a change breaks elsewhere. */
export function newIssues(before: readonly SchemaIssue[], after: readonly SchemaIssue[]): SchemaIssue[] {
  const known = new Set(before.map(formatIssue));
  return after.filter((issue) => !known.has(formatIssue(issue)));
}

function throughTables(schema: ModelSchema): string[] {
  return Object.values(modelFields(schema)).flatMap((f) =>
    f['x-ref']?.through ? [f['x-ref'].through.table] : [],
  );
}

async function modelShadowing(
  ctx: OnlineContext,
  schema: ModelSchema,
  path: string,
  t: Translate,
): Promise<SchemaIssue[]> {
  const name = nameOfModel(schema);
  const issues: SchemaIssue[] = [];
  const issue = (pointer: string, key: MessageKey, params: Record<string, string>) =>
    issues.push({ file: path, pointer, message: t(key, params) });
  if (ctx.repoModelNames.has(name) || (ctx.registry.models.has(name) && !ctx.registry.isStored(name)))
    issue('/$id', 'onlineShadowModel', { name });
  const previous = ctx.registry.isStored(name) ? ctx.registry.models.get(name) : undefined;
  const owned = new Set([
    ...(previous ? [previous.table, ...throughTables(previous.schema)] : []),
    ...(await designerTables(ctx.db)),
  ]);
  const tables = [
    ['/x-storage/table', schema['x-storage'].table],
    ...throughTables(schema).map((table) => ['/properties', table]),
  ] as const;
  for (const [pointer, table] of tables) {
    const other = ctx.registry.byTable.get(table);
    const taken = other !== undefined && other.name !== name;
    const foreign = !owned.has(table) && (await readColumns(ctx.db, ctx.dialect, table)) !== null;
    if (taken || foreign) issue(pointer, 'onlineShadowTable', { table });
  }
  const api = schema['x-api'];
  if (!api) return issues;
  const compiled = compileModel(schema, path);
  for (const other of ctx.registry.models.values()) {
    if (other.name === name) continue;
    if (other.schema['x-api']?.basePath === api.basePath)
      issue('/x-api/basePath', 'onlineShadowPath', { path: api.basePath });
    if (other.schema['x-api']?.permissionPrefix === api.permissionPrefix)
      issue('/x-api/permissionPrefix', 'onlineShadowPrefix', { prefix: api.permissionPrefix });
  }
  // Fixed routes (/sys/user/list…) and the seeded codes (user:add…) belong to the system.
  const taken = operationsOf(compiled).find((op) => ctx.hasRoute(`${api.basePath}/${op}`));
  if (taken) issue('/x-api/basePath', 'onlineShadowPath', { path: `${api.basePath}/${taken}` });
  if (Object.values(compiled.codes ?? {}).some((code) => ctx.seededCodes.has(code)))
    issue('/x-api/permissionPrefix', 'onlineShadowPrefix', { prefix: api.permissionPrefix });
  return issues;
}

function pageShadowing(
  ctx: OnlineContext,
  page: PageSchema,
  path: string,
  set: LoadResult,
  t: Translate,
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  if (ctx.repoPageIds.has(page.id))
    issues.push({ file: path, pointer: '/id', message: t('onlineShadowPage', { name: page.id }) });
  const menuKey = page.menuKey;
  if (!menuKey) return issues;
  // By current name: a former name of ours opens the same page as JeecgBoot's (schemas/api/jeecg-names.ts).
  const key = canonicalComponent(menuKey);
  const otherStored = [...set.pages.values()].some(
    (doc) =>
      doc.file !== path &&
      doc.file.startsWith('online:') &&
      doc.schema.menuKey !== undefined &&
      canonicalComponent(doc.schema.menuKey) === key,
  );
  if (ctx.repoMenuKeys.has(key) || ctx.seededComponents.has(key) || otherStored)
    issues.push({ file: path, pointer: '/menuKey', message: t('onlineShadowMenuKey', { menuKey }) });
  return issues;
}

/**
 * Every problem of a draft: its own, those it causes in other stored schemas, and what it would shadow.
 *
 * @example
 * const { issues } = await checkDraft(ctx, 'model', text, undefined, request.t);
 */
export async function checkDraft(
  ctx: OnlineContext,
  kind: StoredKind,
  text: string,
  replacing: StoredRow | undefined,
  t: Translate,
): Promise<CheckResult> {
  const rows = await ctx.rows();
  const others = rows.filter((r) => r.id !== replacing?.id);
  const parsed = parseJson(text, storedPath(kind, 'draft'));
  const name = claimedName(kind, parsed.value);
  const path = storedPath(kind, name ?? 'draft');
  if (parsed.issues.length > 0) return { issues: parsed.issues.map((i) => ({ ...i, file: path })), path };
  const set = await loadWith(ctx, others, { kind, path, text });
  const issues = set.issues.filter((i) => i.file === path);
  const elsewhere = set.issues.filter((i) => i.file !== path);
  if (elsewhere.length > 0) issues.push(...newIssues((await loadWith(ctx, rows)).issues, elsewhere));
  if (name !== undefined && others.some((r) => r.kind === kind && r.name === name))
    issues.push({
      file: path,
      pointer: kind === 'model' ? '/$id' : '/id',
      message: t('onlineNameTaken', { name }),
    });
  if (issues.length === 0 && name !== undefined) {
    if (kind === 'model') {
      const schema = set.models.get(name)!.schema;
      issues.push(...reservedIssues(schema, path, t), ...(await modelShadowing(ctx, schema, path, t)));
    } else issues.push(...pageShadowing(ctx, set.pages.get(name)!.schema, path, set, t));
  }
  return { issues, name, path, set };
}
