// A first third-party sign-in (callback answered `oidcBind=<id>`), public; each answers the login result
// of POST /sys/login once the provider account is linked (services/third-redeem.ts):
// - POST /sys/third/user/checkPassword {bindId, username, password, captcha?, checkKey?}: an existing
//   account's password, with the password login's address limit, captcha, lockout and delays;
// - POST /sys/third/user/create {bindId, username?}: a new account, when the provider creates accounts;
// - POST /sys/thirdLogin/bindingThirdPhone {bindId, mobile, captcha}: the account of that phone, proved
//   with a login SMS code (POST /sys/sms, smsmode '0'), as POST /sys/phoneLogin.
// JeecgBoot's /sys/thirdLogin/user/checkPassword and /sys/thirdLogin/user/create are the same routes.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { SlidingWindowLimiter } from '../../lib/sliding-window.js';
import { MOBILE_PATTERN } from '../../services/accounts.js';
import { maskMobile } from '../../services/sms.js';
import { writeLoginLog } from '../../services/login-log.js';
import { zh } from '../../i18n/messages.js';
import {
  bindByPassword,
  bindToUser,
  createFromBinding,
  openBinding,
  type PasswordBinding,
} from '../../services/third-redeem.js';
import { checkLoginSmsCode } from '../../services/sms-login-code.js';
import { consumeSmsCode } from '../../services/verification-codes.js';
import { ID_SCHEMA, redeemRequest } from './third-params.js';

const passwordSchema = {
  type: 'object',
  required: ['bindId', 'username', 'password'],
  properties: {
    bindId: ID_SCHEMA,
    username: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    captcha: { type: 'string', maxLength: 16 },
    checkKey: { type: 'string', maxLength: 64 },
  },
} as const;

const createSchema = {
  type: 'object',
  required: ['bindId'],
  properties: { bindId: ID_SCHEMA, username: { type: 'string', pattern: '^[^\\s\\p{Cc}]{1,100}$' } },
} as const;

const phoneSchema = {
  type: 'object',
  required: ['bindId', 'mobile', 'captcha'],
  properties: {
    bindId: ID_SCHEMA,
    mobile: { type: 'string', pattern: MOBILE_PATTERN },
    captcha: { type: 'string', pattern: '^\\s*[0-9]{6}\\s*$' },
  },
} as const;

const thirdBindRoutes: FastifyPluginAsync = async (app) => {
  const limiter = new SlidingWindowLimiter(app.config.loginRateLimit.max, app.config.loginRateLimit.windowMs);
  const sessionDeps = () => ({ db: app.db, sessions: app.sessions, scryptCost: app.config.scryptCost });

  for (const prefix of ['/sys/third', '/sys/thirdLogin']) {
    app.post<{ Body: PasswordBinding }>(
      `${prefix}/user/checkPassword`,
      { config: { public: true }, schema: { body: passwordSchema } },
      async (request) => {
        const deps = { ...sessionDeps(), limiter, captchaMode: app.config.loginCaptcha };
        return ok(await bindByPassword(deps, request.body, redeemRequest(request)), request.t('loginOk'));
      },
    );

    app.post<{ Body: { bindId: string; username?: string } }>(
      `${prefix}/user/create`,
      { config: { public: true }, schema: { body: createSchema } },
      async (request) => {
        const { bindId, username } = request.body;
        return ok(
          await createFromBinding(sessionDeps(), bindId, username, redeemRequest(request)),
          request.t('loginOk'),
        );
      },
    );
  }

  app.post<{ Body: { bindId: string; mobile: string; captcha: string } }>(
    '/sys/thirdLogin/bindingThirdPhone',
    { config: { public: true }, schema: { body: phoneSchema } },
    async (request) => {
      const { bindId, mobile, captcha } = request.body;
      const req = redeemRequest(request);
      if (limiter.take(request.ip) > 0) throw fail(request.t('tooManyAttempts'), 429, 429);
      // The binding first: a dead bind id must not cost the phone's code a try.
      await openBinding(app.db, bindId, req);
      const refuse = async (key: 'phoneCodeExpired' | 'phoneCodeWrong') => {
        const account = maskMobile(mobile);
        await writeLoginLog(app.db, {
          ...req,
          account,
          content: `手机号: ${account},绑定登录失败：${zh(key)}`,
        });
        return fail(request.t(key));
      };
      const checked = await checkLoginSmsCode(app.db, mobile, captcha);
      if ('refusal' in checked) throw await refuse(checked.refusal);
      const { user } = checked;
      if (!(await consumeSmsCode(app.db, checked.row))) throw await refuse('phoneCodeExpired');
      return ok(await bindToUser(sessionDeps(), bindId, user, req), request.t('loginOk'));
    },
  );
};

export default thirdBindRoutes;
