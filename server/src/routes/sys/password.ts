// POST|PUT /sys/user/updatePassword: the signed-in user changes their own password. A wrong old
// password counts toward the account lock like a failed login (a stolen token must not allow
// unlimited guessing), and success ends every session of the user, this one included.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import {
  clearLoginFailures,
  findUserById,
  recordLoginFailure,
  setPasswordHash,
} from '../../services/users.js';

interface UpdatePasswordBody {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

const MIN_LENGTH = 8;
const field = { type: 'string', minLength: 1, maxLength: 128 } as const;
const bodySchema = {
  type: 'object',
  required: ['username', 'oldpassword', 'password', 'confirmpassword'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 100 },
    oldpassword: field,
    password: field,
    confirmpassword: field,
  },
} as const;

const passwordRoutes: FastifyPluginAsync = async (app) => {
  app.route<{ Body: UpdatePasswordBody }>({
    method: ['POST', 'PUT'],
    url: '/sys/user/updatePassword',
    config: { permission: AUTHENTICATED },
    schema: { body: bodySchema },
    handler: async (request) => {
      const caller = currentUser(request);
      const { username, oldpassword, password, confirmpassword } = request.body;
      if (username !== caller.username) throw fail(request.t('ownPasswordOnly'));
      if (password !== confirmpassword) throw fail(request.t('passwordMismatch'));
      if (password.length < MIN_LENGTH) throw fail(request.t('passwordTooShort'));
      if (password === oldpassword) throw fail(request.t('passwordSameAsOld'));

      const user = await findUserById(app.db, caller.id);
      if (!user) throw fail(request.t('tokenExpired'), 401, 401);
      if (user.lock_until !== null && user.lock_until > Date.now()) throw fail(request.t('accountLocked'));
      if (!(await verifyPassword(oldpassword, user.password))) {
        const locked = await recordLoginFailure(app.db, user.id);
        throw fail(request.t(locked ? 'accountLocked' : 'oldPasswordWrong'));
      }
      await clearLoginFailures(app.db, user);
      await setPasswordHash(app.db, user, await hashPassword(password, app.config.scryptCost));
      await app.sessions.revokeUser(user.id);
      return ok(null, request.t('passwordChanged'));
    },
  });
};

export default passwordRoutes;
