// POST /sys/user/register (public) {username, password, phone, smscode, email?} and GET
// /sys/user/checkOnlyUser?username= (public). The SMS code (smsmode '1') is checked before the duplicate
// checks, so only the holder of a phone learns whether an email address is taken. checkOnlyUser answers
// for the user name only (the contract accepts any field, which made it a lookup of phones and emails,
// CVE-2021-37306) and is rate-limited per address.
import type { FastifyPluginAsync } from 'fastify';
import { fail, failure, ok } from '../../lib/envelope.js';
import { hashPassword } from '../../lib/password.js';
import {
  EMAIL_OR_BLANK_PATTERN,
  MOBILE_PATTERN,
  USERNAME_PATTERN,
  emailTaken,
  phoneTaken,
  usernameTaken,
} from '../../services/accounts.js';
import { takeOrThrow, type FlowLimiters } from '../../services/flow-limits.js';
import { createRegisteredUser } from '../../services/register.js';
import { checkSmsCode, consumeSmsCode } from '../../services/verification-codes.js';

interface RegisterBody {
  username: string;
  password: string;
  phone: string;
  smscode: string;
  email?: string;
}

const registerSchema = {
  type: 'object',
  required: ['username', 'password', 'phone', 'smscode'],
  properties: {
    username: { type: 'string', pattern: USERNAME_PATTERN },
    password: { type: 'string', minLength: 8, maxLength: 128 },
    phone: { type: 'string', pattern: MOBILE_PATTERN },
    smscode: { type: 'string', pattern: '^[0-9]{6}$' },
    // The column holds 45 characters; '' means none.
    email: { type: 'string', maxLength: 45, pattern: EMAIL_OR_BLANK_PATTERN },
  },
} as const;

const checkSchema = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const registerRoutes: FastifyPluginAsync<{ limits: FlowLimiters }> = async (app, { limits }) => {
  app.post<{ Body: RegisterBody }>(
    '/sys/user/register',
    { config: { public: true }, schema: { body: registerSchema } },
    async (request) => {
      const { username, password, phone, smscode } = request.body;
      const email = request.body.email?.toLowerCase() || null;
      takeOrThrow(limits.verifyPerAddress, request.ip, request.t('tooManyAttempts'));

      const check = await checkSmsCode(app.db, phone, '1', smscode);
      if (check.status === 'expired') throw fail(request.t('phoneCodeExpired'));
      if (check.status === 'mismatch') throw fail(request.t('phoneCodeWrong'));
      if (await usernameTaken(app.db, username)) throw fail(request.t('usernameTaken'));
      if (await phoneTaken(app.db, phone)) throw fail(request.t('smsPhoneRegistered'));
      if (email && (await emailTaken(app.db, email))) throw fail(request.t('emailTaken'));
      if (!(await consumeSmsCode(app.db, check.row))) throw fail(request.t('phoneCodeExpired'));

      const passwordHash = await hashPassword(password, app.config.scryptCost);
      await createRegisteredUser(app.db, { username, passwordHash, phone, email });
      return ok({ username }, request.t('registerOk'));
    },
  );

  app.get<{ Querystring: { username: string } }>(
    '/sys/user/checkOnlyUser',
    { config: { public: true }, schema: { querystring: checkSchema } },
    async (request) => {
      takeOrThrow(limits.checkPerAddress, request.ip, request.t('tooManyAttempts'));
      if (await usernameTaken(app.db, request.query.username)) {
        // The contract's shape: success false, and result still true.
        return { ...failure(request.t('onlyUserExists'), 500), result: true };
      }
      return ok(true, request.t('onlyUserFree'));
    },
  );
};

export default registerRoutes;
