// GET /sys/file/downloadTrend?days=&category=: downloads of stored files per day over the last N days
// (1..366, default 30), empty days as 0, in the shape of the model aggregates (schemas/api/dashboard.ts)
// so a dashboard card binds to it like to any `{x-api}/aggregate`. sys_file_download has no x-api of
// its own: its rows are readable here only through the categories the caller may list — downloads of
// those categories' files — and a partner user counts only its organisation's downloads, as in
// /sys/file/downloadStats.
import type { FastifyPluginAsync } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { AGGREGATE_LIMITS } from '../../../schemas/api/dashboard.js';
import { FILE_CATEGORIES, type FileCategory } from '../../../schemas/api/files.js';
import { aggregate } from '../crud/aggregate.js';
import { Scope } from '../crud/scope.js';
import { fail, ok } from '../lib/envelope.js';
import { AUTHENTICATED } from '../plugins/auth.js';
import { codeOf, isPartner, viewerOf } from './access.js';
import { columnOf, type FilesContext } from './context.js';
import { isCategory } from './names.js';
import { one } from './params.js';

const DEFAULT_DAYS = 30;

const trendRoutes: FastifyPluginAsync<{ ctx: FilesContext }> = async (app, { ctx }) => {
  app.get('/sys/file/downloadTrend', { config: { permission: AUTHENTICATED } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const rawDays = one(query.days);
    const days =
      rawDays === undefined || rawDays === ''
        ? DEFAULT_DAYS
        : /^\d{1,3}$/.test(rawDays)
          ? Number(rawDays)
          : 0;
    if (days < 1 || days > AGGREGATE_LIMITS.maxDays) {
      const params = { field: 'days', min: '1', max: String(AGGREGATE_LIMITS.maxDays) };
      throw fail(request.t('crudIntRange', params), 400, 400);
    }
    const category = one(query.category);
    if (category !== undefined && category !== '' && !isCategory(category)) {
      throw fail(request.t('fieldInvalid', { field: 'category' }), 400, 400);
    }
    const viewer = await viewerOf(request, app.db);
    const asked = category ? [category as FileCategory] : (Object.keys(FILE_CATEGORIES) as FileCategory[]);
    const categories = asked.filter((c) => viewer.user.perms.has(codeOf(c, 'list')));
    if (categories.length === 0) throw fail(request.t('noPermission'), 403, 403);

    const download = ctx.download;
    const file = ctx.file;
    const conditions = [
      sql<SqlBool>`${sql.ref(columnOf(download, 'fileId'))} in (select ${sql.ref(columnOf(file, 'id'))} from ${sql.table(file.table)} where ${sql.ref(columnOf(file, 'category'))} in (${sql.join(categories)}))`,
    ];
    if (isPartner(viewer)) {
      conditions.push(sql<SqlBool>`${sql.ref(columnOf(download, 'orgCode'))} = ${viewer.partnerOrg ?? ''}`);
    }
    const createTime = download.byName.get('createTime')!;
    const plan = {
      groupBy: { field: createTime, bucket: 'day' as const },
      measure: { fn: 'count' as const },
      days,
      sort: 'key' as const,
      limit: AGGREGATE_LIMITS.maxGroups,
    };
    return ok(await aggregate(Scope.of(request, download), { conditions: [] }, plan, conditions));
  });
};

export default trendRoutes;
