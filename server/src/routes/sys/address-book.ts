// The address book (system/AddressList, api-contract §4.1): GET /sys/user/queryByOrgCodeForAddressList,
// a read-only, paged staff list of a department and everything below it (all live users without one).
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { subtreeOf } from '../../services/depart-admin-query.js';
import { pageOf, pageUsers, type UserFilter } from '../../services/user-admin-list.js';
import { labelUsers } from '../../services/user-admin-records.js';
import { pagingProperties } from './users-schemas.js';

interface AddressQuery {
  pageNo: number;
  pageSize: number;
  orgCode?: string;
  realname?: string;
  workNo?: string;
}

/** What an address-book row shows: who, where, how to reach them. */
const FIELDS = [
  'id',
  'username',
  'realname',
  'avatar',
  'workNo',
  'post',
  'phone',
  'email',
  'telephone',
  'sex',
  'sex_dictText',
  'orgCode',
  'orgCodeTxt',
] as const;

const addressBookRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AddressQuery }>(
    '/sys/user/queryByOrgCodeForAddressList',
    {
      // The address book is an administrator's page; user:list is what reading user rows needs.
      config: { permission: 'user:list' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties,
            orgCode: { type: 'string', maxLength: 64 },
            realname: { type: 'string', maxLength: 100 },
            workNo: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const filter: UserFilter = {
        status: 1,
        realname: q.realname?.trim() || undefined,
        workNo: q.workNo?.trim() || undefined,
      };
      if (q.orgCode) {
        const roots = await app.db
          .selectFrom('sys_depart')
          .selectAll()
          .where('org_code', '=', q.orgCode)
          .where('del_flag', '=', '0')
          .execute();
        filter.departIds = (await subtreeOf(app.db, roots)).map((d) => d.id);
      }
      const { rows, total } = await pageUsers(app.db, app.dialect, filter, q);
      const records = (await labelUsers(app.db, app.models.dicts, rows, request.lang)).map((r) => {
        const picked: Record<string, unknown> = Object.fromEntries(FIELDS.map((f) => [f, r[f] ?? null]));
        // orgCode_dictText: the department names as the label of orgCode, the way schema lists show a
        // reference (`<field>_dictText`).
        return { ...picked, departName: r.orgCodeTxt, orgCode_dictText: r.orgCodeTxt };
      });
      return ok(pageOf(records, total, q));
    },
  );
};

export default addressBookRoutes;
