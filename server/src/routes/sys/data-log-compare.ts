// GET /sys/dataLog/queryCompareList?dataId1=&dataId2=: two versions of one record (JeecgBoot's
// comparison), in the order asked, for the data log page's side-by-side view. Versions are as
// readable as the data log list, without the properties their reader may not see, and only for
// records inside the caller's data rules (as queryDataVerList).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { DATA_LOG_TABLE } from '../../crud/data-log.js';
import { withoutHiddenContent } from '../../crud/extra-routes.js';
import { readRow } from '../../crud/read.js';
import { toRecord } from '../../crud/records.js';
import { Scope } from '../../crud/scope.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function versionId(request: FastifyRequest, field: 'dataId1' | 'dataId2'): string {
  const value = (request.query as Record<string, unknown>)[field];
  if (typeof value !== 'string' || value === '') throw fail(request.t('fieldRequired', { field }), 400, 400);
  if (!ID.test(value)) throw fail(request.t('fieldPattern', { field }), 400, 400);
  return value;
}

const dataLogCompareRoutes: FastifyPluginAsync = async (app) => {
  const registry = app.models;
  const log = registry.models.get(DATA_LOG_TABLE);
  if (!log?.readPermission) return;
  app.get(
    '/sys/dataLog/queryCompareList',
    { config: { permission: log.readPermission } },
    async (request) => {
      const ids = [versionId(request, 'dataId1'), versionId(request, 'dataId2')] as const;
      const rows = await Scope.of(request, log)
        .storedRows()
        .selectAll()
        .where(log.pk.column, 'in', [...ids])
        .execute();
      const [first, second] = ids.map((id, i) => {
        const row = rows.find((r) => r[log.pk.column] === id);
        if (!row) throw fail(request.t('dataLogCompareNotFound', { field: `dataId${i + 1}` }), 404, 404);
        return row;
      }) as [Record<string, unknown>, Record<string, unknown>];
      if (first.data_table !== second.data_table || first.data_id !== second.data_id)
        throw fail(request.t('dataLogCompareMismatch', { field: 'dataId2' }), 400, 400);
      const model = registry.byTable.get(String(first.data_table));
      if (!model) return ok([first, second].map((row) => toRecord(log, row)));
      const scope = Scope.of(request, model);
      // A record outside the caller's data rules has no history for them either.
      if (
        scope.rules.length > 0 &&
        !(await readRow(scope, String(first.data_id), undefined, [model.pk.column]))
      )
        throw fail(request.t('crudNotFound'), 404, 404);
      return ok([first, second].map((row) => withoutHiddenContent(toRecord(log, row), scope)));
    },
  );
};

export default dataLogCompareRoutes;
