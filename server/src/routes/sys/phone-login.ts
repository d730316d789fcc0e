// POST /sys/phoneLogin (public) {mobile, captcha}: signs in with the SMS code of smsmode '0'. Same result
// as /sys/login. The code is checked, then consumed; five wrong tries discard it, and checks are limited
// per address. A code issued for a phone without an account can never match (nobody received it), so the
// answers do not reveal whether the phone is registered.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { zh, type MessageKey } from '../../i18n/messages.js';
import { MOBILE_PATTERN } from '../../services/accounts.js';
import { takeOrThrow, type FlowLimiters } from '../../services/flow-limits.js';
import { writeLoginLog } from '../../services/login-log.js';
import { completeLogin } from '../../services/login-result.js';
import { maskMobile } from '../../services/sms.js';
import { checkLoginSmsCode } from '../../services/sms-login-code.js';
import { consumeSmsCode } from '../../services/verification-codes.js';

interface PhoneLoginBody {
  mobile: string;
  captcha: string;
}

const bodySchema = {
  type: 'object',
  required: ['mobile', 'captcha'],
  properties: {
    mobile: { type: 'string', pattern: MOBILE_PATTERN },
    captcha: { type: 'string', pattern: '^\\s*[0-9]{6}\\s*$' },
  },
} as const;

const phoneLoginRoutes: FastifyPluginAsync<{ limits: FlowLimiters }> = async (app, { limits }) => {
  app.post<{ Body: PhoneLoginBody }>(
    '/sys/phoneLogin',
    { config: { public: true }, schema: { body: bodySchema } },
    async (request) => {
      const { mobile, captcha } = request.body;
      takeOrThrow(limits.verifyPerAddress, request.ip, request.t('tooManyAttempts'));
      const origin = {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        requestUrl: request.url,
        method: request.method,
        lang: request.lang,
      };
      const refuse = async (key: MessageKey) => {
        const account = maskMobile(mobile);
        await writeLoginLog(app.db, {
          ...origin,
          account,
          content: `手机号: ${account},登录失败：${zh(key)}`,
        });
        return fail(request.t(key));
      };

      const checked = await checkLoginSmsCode(app.db, mobile, captcha);
      if ('refusal' in checked) throw await refuse(checked.refusal);
      const { user } = checked;
      // Only after the code matched: the holder of the phone may learn the account's state.
      if (user.status !== 1) throw await refuse('userFrozen');
      if (!(await consumeSmsCode(app.db, checked.row))) throw await refuse('phoneCodeExpired');
      return ok(
        await completeLogin({ db: app.db, sessions: app.sessions }, user, origin),
        request.t('loginOk'),
      );
    },
  );
};

export default phoneLoginRoutes;
