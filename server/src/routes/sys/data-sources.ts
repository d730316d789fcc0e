// Data sources (api-contract §4.9, §5.14). list, queryById, delete, exportXls and importExcel are
// generated from schemas/models/sys_data_source.json, whose password is a secret property (never in a
// list, record or export, not importable). add and edit seal the password (services/data-source-secret.ts)
// before the generated pipeline stores it; an edit without one keeps the stored one. testConnection
// (ours, and JeecgBoot's /online/cgreport/api/testConnection) tries a definition or a stored source.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readRow } from '../../crud/read.js';
import { writeModel } from '../../crud/routes.js';
import { Scope } from '../../crud/scope.js';
import { fail, ok } from '../../lib/envelope.js';
import { open, seal, sealingKey } from '../../services/data-source-secret.js';
import { testConnection, type DbType } from '../../services/data-source-test.js';
import { objectBody, optionalText, requiredId } from './roles-params.js';

const MODEL = 'sys_data_source';
const PASSWORD_MAX = 100;
const DB_TYPES: readonly DbType[] = ['postgresql', 'mysql', 'sqlite'];
/** How long a connection test may take, end to end. */
export const TEST_TIMEOUT_MS = 5000;

type Source = Record<string, unknown>;

/** The password a body sends: undefined when left empty; a 400 naming it when not text or too long. */
function sentPassword(request: FastifyRequest, body: Source): string | undefined {
  const value = body.dbPassword;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw fail(request.t('fieldType', { field: 'dbPassword' }), 400, 400);
  if (value.length > PASSWORD_MAX)
    throw fail(request.t('fieldTooLong', { field: 'dbPassword', limit: PASSWORD_MAX }), 400, 400);
  return value;
}

function port(request: FastifyRequest, value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 65535)
    throw fail(request.t('fieldInvalid', { field: 'port' }), 400, 400);
  return n;
}

const dataSourceRoutes: FastifyPluginAsync = async (app) => {
  const model = () => {
    const found = app.models.models.get(MODEL);
    if (!found) throw new Error('schemas/models/sys_data_source.json is not loaded');
    return found;
  };
  const key = () => sealingKey(app.config);

  const write = (request: FastifyRequest, reply: FastifyReply, mode: 'add' | 'edit') => {
    const body = { ...objectBody(request) };
    const password = sentPassword(request, body);
    if (password === undefined) delete body.dbPassword;
    else body.dbPassword = seal(key(), password);
    return writeModel(model(), request, reply, mode, body);
  };
  app.post('/sys/dataSource/add', { config: { permission: 'dataSource:add' } }, (request, reply) =>
    write(request, reply, 'add'),
  );
  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/dataSource/edit',
    config: { permission: 'dataSource:edit' },
    handler: (request, reply) => write(request, reply, 'edit'),
  });

  const test = async (request: FastifyRequest) => {
    const body = objectBody(request);
    // A stored source (by id) with the body's fields over it: the form tests what it shows.
    let stored: Source = {};
    if (body.id !== undefined && body.id !== '') {
      const id = requiredId(request, body, 'id');
      const columns = ['db_type', 'host', 'port', 'db_name', 'db_username', 'db_password'];
      const row = await readRow(Scope.of(request, model()), id, undefined, columns);
      if (!row) throw fail(request.t('dataSourceNotFound', { field: 'id' }), 404, 404);
      stored = row;
    }
    const text = (name: string, column: string, max: number) =>
      optionalText(request, name in body ? body : { [name]: stored[column] }, name, max);
    const dbType = text('dbType', 'db_type', 16) as DbType;
    if (!DB_TYPES.includes(dbType)) throw fail(request.t('fieldInvalid', { field: 'dbType' }), 400, 400);
    const dbName = text('dbName', 'db_name', 255);
    if (!dbName) throw fail(request.t('fieldRequired', { field: 'dbName' }), 400, 400);
    let password = sentPassword(request, body);
    if (password === undefined && typeof stored.db_password === 'string' && stored.db_password !== '') {
      password = open(key(), stored.db_password);
      if (password === undefined) throw fail(request.t('dataSourcePasswordUnreadable'), 400, 400);
    }
    const outcome = await testConnection(
      {
        dbType,
        host: text('host', 'host', 255) || undefined,
        port: port(request, 'port' in body ? body.port : stored.port),
        dbName,
        dbUsername: text('dbUsername', 'db_username', 100) || undefined,
        dbPassword: password,
      },
      app.config.dataDir,
      TEST_TIMEOUT_MS,
    );
    if (outcome.ok) return ok(true, request.t('connectionOk'));
    // A failed connection is an answer, not a server error: HTTP 200, success false (api-contract §2.1).
    if (outcome.key === 'connectionFailed') throw fail(request.t(outcome.key, { reason: outcome.reason }));
    if (outcome.key === 'connectionTimeout') throw fail(request.t(outcome.key, { seconds: outcome.seconds }));
    throw fail(request.t(outcome.key), 400, 400);
  };
  const testAccess = { config: { permission: 'dataSource:edit' } };
  app.post('/sys/dataSource/testConnection', testAccess, test);
  app.post('/online/cgreport/api/testConnection', testAccess, test);
};

export default dataSourceRoutes;
