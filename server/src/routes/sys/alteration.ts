// Forgotten password ("alteration"), in two steps that both need proof:
// 1. POST /sys/user/phoneVerification (public) {phone, smscode, username}: the smsmode '2' code must be
//    the one sent to that phone, for the account that had this phone when the code was sent, and that
//    account must be `username`. Success consumes the code and returns a single-use ticket (10 minutes).
// 2. POST /sys/user/passwordChange (public) {username, password, ticket}: sets the new password (scrypt)
//    and ends every session of the account.
// The contract's GET /sys/user/passwordChange?password=… is answered with a 400 that points to the POST,
// and never reads its query: a password in a URL ends up in access logs, proxy logs, browser history and
// Referer headers.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { hashPassword } from '../../lib/password.js';
import { MOBILE_PATTERN } from '../../services/accounts.js';
import { takeOrThrow, type FlowLimiters } from '../../services/flow-limits.js';
import {
  clearLoginFailures,
  findUserById,
  findUserByUsername,
  setPasswordHash,
} from '../../services/users.js';
import {
  checkSmsCode,
  consumeResetTicket,
  consumeSmsCode,
  countSmsAttempt,
  issueResetTicket,
} from '../../services/verification-codes.js';

interface VerifyBody {
  phone: string;
  smscode: string;
  username: string;
}

interface ChangeBody {
  username: string;
  password: string;
  ticket: string;
}

const username = { type: 'string', minLength: 1, maxLength: 100 } as const;
const verifySchema = {
  type: 'object',
  required: ['phone', 'smscode', 'username'],
  properties: {
    phone: { type: 'string', pattern: MOBILE_PATTERN },
    smscode: { type: 'string', pattern: '^[0-9]{6}$' },
    username,
  },
} as const;
const changeSchema = {
  type: 'object',
  required: ['username', 'password', 'ticket'],
  properties: {
    username,
    password: { type: 'string', minLength: 8, maxLength: 128 },
    ticket: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

const alterationRoutes: FastifyPluginAsync<{ limits: FlowLimiters }> = async (app, { limits }) => {
  app.post<{ Body: VerifyBody }>(
    '/sys/user/phoneVerification',
    { config: { public: true }, schema: { body: verifySchema } },
    async (request) => {
      const { phone, smscode } = request.body;
      takeOrThrow(limits.verifyPerAddress, request.ip, request.t('tooManyAttempts'));
      const check = await checkSmsCode(app.db, phone, '2', smscode);
      if (check.status === 'expired') throw fail(request.t('resetCodeExpired'));
      if (check.status === 'mismatch') throw fail(request.t('resetCodeMismatch'));
      const user = await findUserByUsername(app.db, request.body.username);
      if (!user || user.id !== check.row.user_id || user.phone !== phone || user.status !== 1) {
        // Counts as a wrong try, so the code cannot be used to probe user names at leisure.
        await countSmsAttempt(app.db, check.row.id);
        throw fail(request.t('resetUserMissing'));
      }
      if (!(await consumeSmsCode(app.db, check.row))) throw fail(request.t('resetCodeExpired'));
      const ticket = await issueResetTicket(app.db, user.id);
      return ok({ ticket, username: user.username }, request.t('resetVerified'));
    },
  );

  app.post<{ Body: ChangeBody }>(
    '/sys/user/passwordChange',
    { config: { public: true }, schema: { body: changeSchema } },
    async (request) => {
      takeOrThrow(limits.verifyPerAddress, request.ip, request.t('tooManyAttempts'));
      const userId = await consumeResetTicket(app.db, request.body.ticket);
      const user = userId ? await findUserById(app.db, userId) : undefined;
      if (!user || user.username !== request.body.username) throw fail(request.t('resetTicketInvalid'));
      await setPasswordHash(app.db, user, await hashPassword(request.body.password, app.config.scryptCost));
      // A reset also lifts a lock from failed sign-ins: the phone proved who the user is.
      await clearLoginFailures(app.db, user);
      await app.sessions.revokeUser(user.id);
      return ok(null, request.t('resetDone'));
    },
  );

  app.get('/sys/user/passwordChange', { config: { public: true } }, async (request) => {
    throw fail(request.t('resetUsePost'), 400, 400);
  });
};

export default alterationRoutes;
