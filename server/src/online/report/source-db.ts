// A data source's table as a report source: the stored connection (password unsealed), opened
// read-only (external.ts), its table compiled to a model from the database's catalogue. Failures to
// connect or read come back as errors naming `dbSource`, never as a 5xx: the other database is not ours.
import type { FastifyRequest } from 'fastify';
import { Scope } from '../../crud/scope.js';
import type { FieldError } from '../../crud/types.js';
import { whereOf } from '../../crud/where.js';
import { open, sealingKey } from '../../services/data-source-secret.js';
import type { DbType } from '../../services/data-source-test.js';
import { externalModel, openExternal, type ExternalDb } from './external.js';
import type { OpenSource } from './run.js';

const SOURCE_MODEL = 'sys_data_source';
const DB_TYPES: readonly DbType[] = ['postgresql', 'mysql', 'sqlite'];

/** Why a data source failed, in one line of bounded length. */
export function sourceFailure(request: FastifyRequest, error: unknown): FieldError[] {
  const text = error instanceof Error ? error.message : String(error);
  const reason = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  return [{ field: 'dbSource', message: request.t('rpSourceFailed', { reason }) }];
}

/**
 * The data source `code` opened read-only, or the errors naming why not.
 *
 * @example
 * const ext = await connectSource(request, 'ds_sales'); try { … } finally { await ext.close(); }
 */
export async function connectSource(
  request: FastifyRequest,
  code: string,
): Promise<ExternalDb | { errors: FieldError[] }> {
  const missing = { errors: [{ field: 'dbSource', message: request.t('rpSourceMissing') }] };
  const model = request.server.models.models.get(SOURCE_MODEL);
  if (!model || code.length > 64) return missing;
  const row = await Scope.of(request, model)
    .whole()
    .select()
    .select(['db_type', 'host', 'port', 'db_name', 'db_username', 'db_password'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row || !DB_TYPES.includes(row.db_type as DbType)) return missing;
  const sealed = typeof row.db_password === 'string' && row.db_password !== '' ? row.db_password : undefined;
  const password = sealed ? open(sealingKey(request.server.config), sealed) : undefined;
  if (sealed && password === undefined)
    return { errors: [{ field: 'dbSource', message: request.t('dataSourcePasswordUnreadable') }] };
  try {
    return openExternal(
      {
        dbType: row.db_type as DbType,
        host: typeof row.host === 'string' ? row.host : undefined,
        port: typeof row.port === 'number' ? row.port : undefined,
        dbName: String(row.db_name),
        dbUsername: typeof row.db_username === 'string' ? row.db_username : undefined,
        dbPassword: password,
      },
      request.server.config.dataDir,
    );
  } catch (error) {
    return { errors: sourceFailure(request, error) };
  }
}

/**
 * The table `table` of the data source `code` as an open report source.
 *
 * @example
 * const source = await openSource(request, 'ds_sales', 'orders');
 */
export async function openSource(
  request: FastifyRequest,
  code: string,
  table: unknown,
): Promise<OpenSource | { errors: FieldError[] }> {
  const ext = await connectSource(request, code);
  if ('errors' in ext) return ext;
  try {
    const model = typeof table === 'string' ? await externalModel(ext, table, code) : undefined;
    if (!model) {
      await ext.close();
      return { errors: [{ field: 'model', message: request.t('rpSourceTable') }] };
    }
    const dialect = ext.kind === 'postgresql' ? 'postgres' : 'sqlite';
    return {
      model,
      hidden: new Set(),
      external: true,
      select: (filters) => {
        const where = whereOf(model, filters, dialect);
        // Another database's table: the app's Scope (data rules, soft delete) has no meaning there.
        // eslint-disable-next-line no-restricted-syntax -- a data source's table, not a model's
        const query = ext.db.selectFrom(model.table);
        return where ? query.where(where) : query;
      },
      // Another database's values have no dictionaries here.
      labels: async () => undefined,
      close: ext.close,
    };
  } catch (error) {
    await ext.close();
    return { errors: sourceFailure(request, error) };
  }
}
