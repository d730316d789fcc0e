// The third-party sign-in providers, for admins (issue 17), behind the buttons of the menu item
// 第三方登录 (system/SysThirdProviderList): thirdProvider:list to read, :add, :edit and :delete to write.
// Configuring what may create accounts with a role is an admin's power; the seed grants these to admin.
// - GET /sys/thirdProvider/list, GET /sys/thirdProvider/queryById?id=: providers without their secret
//   (hasSecret says whether one is set);
// - POST /sys/thirdProvider/add, PUT|POST /sys/thirdProvider/edit {id, …}: clientSecret is write-only,
//   sealed at rest; an edit without one keeps the stored one;
// - DELETE /sys/thirdProvider/delete?id=: the provider and its users' links (the accounts stay).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { sealingKey } from '../../services/data-source-secret.js';
import { checkProviderInput } from '../../services/third-provider-input.js';
import {
  addProvider,
  deleteProvider,
  editProvider,
  findProvider,
  listProviders,
  toView,
  type ProviderInput,
  type ProviderView,
} from '../../services/third-providers.js';
import { CODE_PATTERN } from './third-params.js';

const PERMS = {
  list: 'thirdProvider:list',
  add: 'thirdProvider:add',
  edit: 'thirdProvider:edit',
  delete: 'thirdProvider:delete',
} as const;
const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const url = { type: ['string', 'null'], maxLength: 500 } as const;

const inputProperties = {
  code: { type: 'string', pattern: CODE_PATTERN },
  name: { type: 'string', minLength: 1, maxLength: 100 },
  nameEn: text(100),
  issuer: { type: 'string', minLength: 1, maxLength: 500 },
  authorizationEndpoint: url,
  tokenEndpoint: url,
  jwksUri: url,
  clientId: { type: 'string', minLength: 1, maxLength: 255 },
  clientSecret: text(1000),
  scopes: text(500),
  claimUsername: text(100),
  claimRealname: text(100),
  claimEmail: text(100),
  claimPhone: text(100),
  claimAvatar: text(100),
  defaultRole: text(100),
  defaultDepart: text(100),
  emailDomains: text(1000),
  firstLogin: { type: 'string', enum: ['bind', 'create'] },
  enabled: { type: 'boolean' },
  sortNo: { type: 'integer', minimum: 0, maximum: 1_000_000 },
} as const;
const REQUIRED = ['code', 'name', 'issuer', 'clientId', 'firstLogin'] as const;

const addSchema = { type: 'object', required: REQUIRED, properties: inputProperties } as const;
const editSchema = {
  type: 'object',
  required: ['id', ...REQUIRED],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 }, ...inputProperties },
} as const;
const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

/** A provider as the list shows it: its name in the caller's language (`name_dictText`). */
function labelled(request: FastifyRequest, view: ProviderView) {
  return { ...view, name_dictText: (request.lang === 'en-US' && view.nameEn) || view.name };
}

const thirdProviderRoutes: FastifyPluginAsync = async (app) => {
  const key = () => sealingKey(app.config);
  const check = async (request: FastifyRequest, input: ProviderInput, exceptId?: string) => {
    const refusal = await checkProviderInput(app.db, input, exceptId);
    if (refusal) throw fail(request.t(refusal.key, refusal.params), 400, 400);
  };
  const found = async (request: FastifyRequest, id: string) => {
    const row = await findProvider(app.db, { id });
    if (!row) throw fail(request.t('thirdProviderNotFound'), 404, 404);
    return row;
  };

  app.get('/sys/thirdProvider/list', { config: { permission: PERMS.list } }, async (request) =>
    ok((await listProviders(app.db)).map((row) => labelled(request, toView(row)))),
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/thirdProvider/queryById',
    { config: { permission: PERMS.list }, schema: { querystring: idQuery } },
    async (request) => ok(toView(await found(request, request.query.id))),
  );

  app.post<{ Body: ProviderInput }>(
    '/sys/thirdProvider/add',
    { config: { permission: PERMS.add }, schema: { body: addSchema } },
    async (request) => {
      await check(request, request.body);
      const id = await addProvider(app.db, key(), request.body, currentUser(request).username);
      return ok(toView(await found(request, id)), request.t('thirdProviderSaved'));
    },
  );

  app.route<{ Body: ProviderInput & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/thirdProvider/edit',
    config: { permission: PERMS.edit },
    schema: { body: editSchema },
    handler: async (request) => {
      const row = await found(request, request.body.id);
      await check(request, request.body, row.id);
      await editProvider(app.db, key(), row, request.body, currentUser(request).username);
      return ok(toView(await found(request, row.id)), request.t('thirdProviderSaved'));
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/sys/thirdProvider/delete',
    { config: { permission: PERMS.delete }, schema: { querystring: idQuery } },
    async (request) => {
      await deleteProvider(app.db, await found(request, request.query.id));
      return ok(null, request.t('thirdProviderDeleted'));
    },
  );
};

export default thirdProviderRoutes;
