// "Add to menu" of a report: a menu item `/online/cgreport/<code>` whose component is the built-in
// report page (REPORT_COMPONENT), granted to admin; the page reads the report code from the last
// segment of its route. Who else sees it is the role editor's business, as for every menu item.
import type { FastifyPluginAsync } from 'fastify';
import { Scope } from '../../crud/scope.js';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { addMenuItem } from '../menu.js';
import { REPORT_MODEL } from './load.js';

/** The component of every report's menu item: one client page renders any report by its code. */
export const REPORT_COMPONENT = 'online/cgreport/OnlineCgreportList';
export const REPORT_URL_PREFIX = '/online/cgreport/';

interface MenuBody {
  code: string;
  parentId?: string | null;
  name?: string;
  nameEn?: string | null;
  icon?: string | null;
  sortNo?: number;
}

const menuSchema = {
  type: 'object',
  required: ['code'],
  properties: {
    code: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
    parentId: { type: ['string', 'null'], maxLength: 32 },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    nameEn: { type: ['string', 'null'], maxLength: 100 },
    icon: { type: ['string', 'null'], maxLength: 100 },
    sortNo: { type: 'integer', minimum: 0, maximum: 100000 },
  },
} as const;

const reportMenuRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: MenuBody }>(
    '/online/cgreport/head/addToMenu',
    { config: { permission: 'onlineReport:edit' }, schema: { body: menuSchema } },
    async (request) => {
      const body = request.body;
      const report = await Scope.of(request, app.models.models.get(REPORT_MODEL)!)
        .select()
        .select(['code', 'name'])
        .where('code', '=', body.code)
        .executeTakeFirst();
      if (!report) throw fail(request.t('rpNotFound'), 404, 404);
      const menus = app.db
        .selectFrom('sys_permission')
        .select('id')
        .where('menu_type', '<', 2)
        .where('del_flag', '=', 0);
      const parentId = body.parentId || null;
      if (parentId && !(await menus.where('id', '=', parentId).executeTakeFirst()))
        throw fail(request.t('onlineParentMissing'), 400, 400);
      const url = `${REPORT_URL_PREFIX}${body.code}`;
      if (await menus.where('url', '=', url).executeTakeFirst())
        throw fail(request.t('onlineUrlTaken', { url }), 400, 400);
      const id = await addMenuItem(
        app.db,
        REPORT_COMPONENT,
        undefined,
        {
          parentId,
          name: body.name ?? String(report.name),
          nameEn: body.nameEn ?? null,
          url,
          icon: body.icon ?? null,
          sortNo: body.sortNo ?? 100,
        },
        currentUser(request).username,
      );
      return ok({ id, url, component: REPORT_COMPONENT });
    },
  );
};

export default reportMenuRoutes;
