// Data rules (api-contract §4.2–4.3): a menu's rules under /sys/permission/*PermissionRule* and the
// rules a role, a department or a department role applies under /sys/role/datarule,
// /sys/sysDepartPermission/datarule and /sys/sysDepartRole/datarule. Rules scope every read and write of the menu's models
// (crud/data-rules.ts); a change applies from each user's next request (sessions forget their cache).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendFieldErrors } from '../../crud/routes.js';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { checkRuleBody, deleteRule, listRules, saveRule } from '../../services/data-rule-admin.js';
import { roleRules, saveRoleRules, type RuleHolder } from '../../services/role-data-rules.js';

type Query = Record<string, unknown>;
const text = (source: unknown, name: string): string => {
  const value = (source as Query | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
const ID = /^[A-Za-z0-9_-]{1,32}$/;

const dataRuleRoutes: FastifyPluginAsync = async (app) => {
  const required = (request: FastifyRequest, source: unknown, name: string): string => {
    const value = text(source, name);
    if (!value) throw fail(request.t('fieldRequired', { field: name }), 400, 400);
    if (!ID.test(value)) throw fail(request.t('fieldInvalid', { field: name }), 400, 400);
    return value;
  };
  const editCode = { config: { permission: 'permission:edit' } };

  app.get('/sys/permission/getPermRuleListByPermId', editCode, async (request) => {
    const permissionId = required(request, request.query, 'permissionId');
    return ok(await listRules(app.db, { permissionId }));
  });

  app.get('/sys/permission/queryPermissionRule', editCode, async (request) => {
    const q = request.query;
    return ok(
      await listRules(app.db, {
        permissionId: text(q, 'permissionId'),
        ruleName: text(q, 'ruleName'),
        ruleColumn: text(q, 'ruleColumn'),
        ruleValue: text(q, 'ruleValue'),
      }),
    );
  });

  const save = async (request: FastifyRequest, reply: FastifyReply, mode: 'add' | 'edit') => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw fail(request.t('crudBodyObject'), 400, 400);
    const id = mode === 'edit' ? required(request, body, 'id') : undefined;
    const { rule, errors } = await checkRuleBody(app.db, app.models, body as Query, request.lang);
    if (errors.length > 0) return sendFieldErrors(reply, errors);
    const saved = await saveRule(app.db, rule, id, currentUser(request).username);
    if (!saved) throw fail(request.t('crudNotFound'), 404, 404);
    app.sessions.forgetCachedUsers();
    return ok(saved, request.t(mode === 'add' ? 'crudAdded' : 'ruleUpdated'));
  };
  app.post('/sys/permission/addPermissionRule', editCode, (request, reply) => save(request, reply, 'add'));
  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/permission/editPermissionRule',
    config: { permission: 'permission:edit' },
    handler: (request, reply) => save(request, reply, 'edit'),
  });

  app.delete('/sys/permission/deletePermissionRule', editCode, async (request) => {
    if (!(await deleteRule(app.db, required(request, request.query, 'id'))))
      throw fail(request.t('crudNotFound'), 404, 404);
    app.sessions.forgetCachedUsers();
    return ok(null, request.t('crudDeleted'));
  });

  /** Reads and saves which rules a holder applies; `holderOf` reads the holder from params or body. */
  const holderRules = (
    base: string,
    params: string,
    permission: string,
    holderOf: (request: FastifyRequest, source: unknown) => RuleHolder,
  ) => {
    app.get(`${base}/:permissionId/${params}`, { config: { permission } }, async (request) => {
      const permissionId = required(request, request.params, 'permissionId');
      const rules = await roleRules(app.db, permissionId, holderOf(request, request.params));
      if (!rules) throw fail(request.t('ruleNoneConfigured'));
      return ok(rules);
    });
    app.post(base, { config: { permission } }, async (request, reply) => {
      const permissionId = required(request, request.body, 'permissionId');
      const holder = holderOf(request, request.body);
      const raw = (request.body as Query).dataRuleIds;
      if (raw !== undefined && raw !== null && typeof raw !== 'string')
        throw fail(request.t('fieldType', { field: 'dataRuleIds' }), 400, 400);
      const ids = (raw ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length > 30 || ids.some((id) => !ID.test(id)))
        return sendFieldErrors(reply, [{ field: 'dataRuleIds', message: request.t('ruleUnknownIds') }]);
      const outcome = await saveRoleRules(app.db, permissionId, holder, ids);
      if (outcome === 'noGrant') throw fail(request.t('ruleRoleMenuFirst'));
      if (outcome === 'unknownRule')
        return sendFieldErrors(reply, [{ field: 'dataRuleIds', message: request.t('ruleUnknownIds') }]);
      app.sessions.forgetCachedUsers();
      return ok(null, request.t('ruleSaved'));
    });
  };

  holderRules('/sys/role/datarule', ':roleId', 'role:edit', (request, source) => ({
    kind: 'role',
    roleId: required(request, source, 'roleId'),
  }));
  // A department's rules bound what its department roles may apply (JeecgBoot's department
  // permission page, then the department role's).
  holderRules('/sys/sysDepartPermission/datarule', ':departId', 'depart:edit', (request, source) => ({
    kind: 'depart',
    departId: required(request, source, 'departId'),
  }));
  holderRules('/sys/sysDepartRole/datarule', ':departId/:roleId', 'depart:edit', (request, source) => ({
    kind: 'departRole',
    departId: required(request, source, 'departId'),
    roleId: required(request, source, 'roleId'),
  }));
};

export default dataRuleRoutes;
