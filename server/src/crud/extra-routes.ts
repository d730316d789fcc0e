// Helpers built on the models: GET /sys/duplicate/check, GET /sys/checkRule/checkByCode,
// GET /sys/dict/refleshCache, GET /sys/dataLog/queryDataVerList and the one-to-many reads
// (relation-routes.ts). Table and field names from the
// request are only ever looked up among the models; nothing from the request reaches SQL as text.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { fail, ok } from '../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../plugins/auth.js';
import { evaluateRule, parseRule, RuleConfigError } from './check-rule.js';
import { DATA_LOG_TABLE } from './data-log.js';
import { registerImportLogRoute } from './import-log.js';
import type { CompiledModel, FieldInfo } from './model.js';
import { readRow } from './read.js';
import { toRecord } from './records.js';
import type { ModelRegistry } from './registry.js';
import { registerRelationRoutes } from './relation-routes.js';
import { Scope } from './scope.js';
import { registerTreeRoutes } from './tree-routes.js';
import type { Row } from './types.js';

type Query = Record<string, string | undefined>;

const text = (request: FastifyRequest, name: string): string | undefined => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The model a duplicate check names (by table or model name) and the unique field (by property or column).
 *
 * @example
 * duplicateTarget(registry, 'sys_dict', 'dict_code').field?.name; // 'dictCode'
 */
export function duplicateTarget(
  registry: ModelRegistry,
  tableName: string | undefined,
  fieldName: string | undefined,
): { model?: CompiledModel; field?: FieldInfo } {
  const model =
    tableName === undefined ? undefined : (registry.byTable.get(tableName) ?? registry.models.get(tableName));
  if (!model) return {};
  const single = model.uniqueKeys
    .filter((keys) => keys.length === 1)
    .map((keys) => model.byName.get(keys[0]!)!);
  const field = single.find((f) => !f.secret && (f.name === fieldName || f.column === fieldName));
  return { model, field };
}

function registerDuplicateCheck(app: FastifyInstance, registry: ModelRegistry): void {
  app.get('/sys/duplicate/check', { config: { permission: AUTHENTICATED } }, async (request) => {
    const { model, field } = duplicateTarget(
      registry,
      text(request, 'tableName'),
      text(request, 'fieldName'),
    );
    if (!model) throw fail(request.t('dupBadTable'), 400, 400);
    if (!field) throw fail(request.t('dupBadField'), 400, 400);
    const value = text(request, 'fieldVal');
    if (value === undefined || value === '') {
      // The contract's odd shape: success true with code 500.
      return { ...ok(null, request.t('dupEmpty')), code: 500 };
    }
    const numeric = field.def.type === 'integer' || field.def.type === 'number';
    if (numeric && !/^-?\d+(\.\d+)?$/.test(value))
      throw fail(request.t('fieldType', { field: 'fieldVal' }), 400, 400);
    // Deleted rows count: the unique index covers them.
    let query = Scope.of(request, model)
      .storedRows()
      .select(sql<number>`1`.as('one'))
      .where(field.column, '=', numeric ? Number(value) : value);
    const dataId = text(request, 'dataId');
    if (dataId) query = query.where(model.pk.column, '!=', dataId);
    const taken = (await query.limit(1).executeTakeFirst()) !== undefined;
    if (taken) throw fail(request.t('dupTaken'));
    const available = request.t('dupAvailable');
    return ok(available, available);
  });
}

function registerCheckRule(app: FastifyInstance, registry: ModelRegistry): void {
  const rules = registry.models.get('sys_check_rule');
  const code = rules?.byName.get('ruleCode');
  const json = rules?.byName.get('ruleJson');
  if (!rules || !code || !json) return;
  app.get('/sys/checkRule/checkByCode', { config: { permission: AUTHENTICATED } }, async (request) => {
    const ruleCode = text(request, 'ruleCode');
    const raw = text(request, 'value') ?? '';
    if (!ruleCode) throw fail(request.t('fieldRequired', { field: 'ruleCode' }), 400, 400);
    let value = raw;
    try {
      // The client URL-encodes the value on top of the query string's own encoding (api-contract §4.8).
      value = decodeURIComponent(raw);
    } catch {
      value = raw;
    }
    const row = await Scope.of(request, rules)
      .storedRows()
      .select(json.column)
      .where(code.column, '=', ruleCode)
      .executeTakeFirst();
    if (!row) throw fail(request.t('ruleNotFound'));
    let outcome;
    try {
      outcome = evaluateRule(parseRule(String(row[json.column] ?? '')), value);
    } catch (err) {
      if (err instanceof RuleConfigError) throw fail(request.t('ruleMisconfigured', { code: ruleCode }));
      throw err;
    }
    if (outcome.passed) return ok(null);
    return { success: false, message: outcome.message, code: 500, result: outcome, timestamp: Date.now() };
  });
}

function registerDictCache(app: FastifyInstance, registry: ModelRegistry): void {
  const dict = registry.models.get('sys_dict');
  if (!dict?.codes) return;
  // JeecgBoot answers any method here; GET is what its clients send.
  app.get('/sys/dict/refleshCache', { config: { permission: dict.codes.edit } }, async (request) => {
    registry.dicts.clear();
    return ok(null, request.t('dictCacheRefreshed'));
  });
}

function registerDataVersions(app: FastifyInstance, registry: ModelRegistry): void {
  const log = registry.models.get(DATA_LOG_TABLE);
  if (!log) return;
  app.get('/sys/dataLog/queryDataVerList', { config: { permission: AUTHENTICATED } }, async (request) => {
    const { dataTable, dataId } = request.query as Query;
    if (!dataTable) throw fail(request.t('fieldRequired', { field: 'dataTable' }), 400, 400);
    if (!dataId) throw fail(request.t('fieldRequired', { field: 'dataId' }), 400, 400);
    const model = registry.byTable.get(dataTable);
    if (!model?.dataLog || !model.readPermission)
      throw fail(request.t('fieldInvalid', { field: 'dataTable' }), 400, 400);
    // Versions are as readable as the records themselves.
    const user = currentUser(request);
    if (model.readPermission !== AUTHENTICATED && !user.perms.has(model.readPermission)) {
      throw fail(request.t('noPermission'), 403, 403);
    }
    const scope = Scope.of(request, model);
    // A record outside the caller's data rules has no history for them either.
    if (scope.rules.length > 0 && !(await readRow(scope, dataId, undefined, [model.pk.column])))
      throw fail(request.t('crudNotFound'), 404, 404);
    const rows = await scope
      .whole(log)
      .storedRows()
      .selectAll()
      .where('data_table', '=', model.table)
      .where('data_id', '=', dataId)
      .orderBy('data_version', 'desc')
      .execute();
    if (rows.length === 0) throw fail(request.t('dataLogNone'));
    return ok(rows.map((row) => withoutHiddenContent(toRecord(log, row), scope)));
  });
}

/** A data-log version without the properties its reader may not see (field-access.ts). */
export function withoutHiddenContent(version: Row, scope: Scope): Row {
  if (scope.hidden.size === 0 || typeof version.dataContent !== 'string') return version;
  const content = JSON.parse(version.dataContent) as Row;
  return { ...version, dataContent: JSON.stringify(scope.present([content])[0]) };
}

/**
 * Registers the helper routes that exist for the loaded models.
 *
 * @example
 * registerExtraRoutes(app, app.models);
 */
export function registerExtraRoutes(app: FastifyInstance, registry: ModelRegistry): void {
  registerDuplicateCheck(app, registry);
  registerCheckRule(app, registry);
  registerDictCache(app, registry);
  registerDataVersions(app, registry);
  registerRelationRoutes(app, registry);
  registerImportLogRoute(app);
  registerTreeRoutes(app, registry);
}
