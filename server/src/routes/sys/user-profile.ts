// The signed-in user's own record and preferences; every route reads the caller from the session, so no
// one can read or change another account here.
// GET|PUT /sys/user/profile, GET|PUT /sys/user/preferences (authenticated).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import { EMAIL_OR_BLANK_PATTERN, MOBILE_PATTERN } from '../../services/accounts.js';
import { getPreferences, isMenuPage, savePreferences, type Preferences } from '../../services/preferences.js';
import { loadProfile, updateProfile, type ProfileInput } from '../../services/profile.js';
import { findUserById, toUserInfo } from '../../services/users.js';

// One schema per field (no anyOf), so a bad value gets one message naming the field; '' or null clears.
const profileSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    realname: { type: 'string', minLength: 1, maxLength: 100 },
    email: { type: ['string', 'null'], maxLength: 45, pattern: EMAIL_OR_BLANK_PATTERN },
    phone: { type: ['string', 'null'], pattern: `^$|${MOBILE_PATTERN}` },
    smscode: { type: 'string', pattern: '^[0-9]{6}$' },
    sex: { type: ['integer', 'null'], enum: [0, 1, 2, null] },
    birthday: { type: ['string', 'null'], pattern: '^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    avatar: { type: ['string', 'null'], maxLength: 255 },
  },
} as const;

const preferencesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    landingPage: { type: ['string', 'null'], pattern: '^/[A-Za-z0-9/_-]*$', maxLength: 255 },
    language: { type: ['string', 'null'], enum: ['zh-CN', 'en-US', null] },
    notifyNotice: { type: 'boolean' },
    notifySystem: { type: 'boolean' },
    notifyEmail: { type: 'boolean' },
  },
} as const;

const profileRoutes: FastifyPluginAsync = async (app) => {
  const access = { permission: AUTHENTICATED };
  // The caller's own row; gone only if the account was deleted since the session was checked.
  const ownRow = async (request: FastifyRequest) => {
    const user = await findUserById(app.db, currentUser(request).id);
    if (!user) throw fail(request.t('tokenExpired'), 401, 401);
    return user;
  };

  app.get('/sys/user/profile', { config: access }, async (request) => {
    const user = await ownRow(request);
    return ok(await loadProfile(app.db, user));
  });

  app.put<{ Body: ProfileInput }>(
    '/sys/user/profile',
    { config: access, schema: { body: profileSchema } },
    async (request) => {
      const user = await ownRow(request);
      const deps = { db: app.db, dataDir: app.config.dataDir };
      const updated = await updateProfile(deps, user, request.body, (key, params) => request.t(key, params));
      return ok(toUserInfo(updated), request.t('profileSaved'));
    },
  );

  app.get('/sys/user/preferences', { config: access }, async (request) => {
    return ok(await getPreferences(app.db, currentUser(request).id));
  });

  app.put<{ Body: Partial<Preferences> }>(
    '/sys/user/preferences',
    { config: access, schema: { body: preferencesSchema } },
    async (request) => {
      const { id } = currentUser(request);
      const { landingPage } = request.body;
      if (landingPage && !(await isMenuPage(app.db, id, landingPage))) {
        throw fail(request.t('fieldInvalid', { field: 'landingPage' }), 400, 400);
      }
      return ok(await savePreferences(app.db, id, request.body), request.t('profileSaved'));
    },
  );
};

export default profileRoutes;
