// POST /sys/sms (public) {mobile, smsmode}: sends a 6-digit code valid for 10 minutes.
// Enumeration: for sign-in ('0') and forgotten password ('2') the answer is the same whether or not an
// account has the phone — a code row is stored either way (so "still valid" behaves the same too), it is
// only sent when there is an account, and sending happens after the response. Registration ('1') refuses a
// registered phone, as the contract does: registration has to refuse it at some point, and the address and
// phone rate limits keep that from being used as a bulk lookup.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { MOBILE_PATTERN, findEffectiveUserByPhone, phoneTaken } from '../../services/accounts.js';
import { takeOrThrow, type FlowLimiters } from '../../services/flow-limits.js';
import { logSmsSender, type SmsPurpose } from '../../services/sms.js';
import { discardSmsCode, issueSmsCode } from '../../services/verification-codes.js';

interface SmsBody {
  mobile: string;
  smsmode: SmsPurpose;
}

const bodySchema = {
  type: 'object',
  required: ['mobile', 'smsmode'],
  properties: {
    mobile: { type: 'string', pattern: MOBILE_PATTERN },
    smsmode: { type: 'string', enum: ['0', '1', '2'] },
  },
} as const;

const smsRoutes: FastifyPluginAsync<{ limits: FlowLimiters }> = async (app, { limits }) => {
  const sender = app.config.smsSender ?? logSmsSender(app.log);

  app.post<{ Body: SmsBody }>(
    '/sys/sms',
    { config: { public: true }, schema: { body: bodySchema } },
    async (request) => {
      const { mobile, smsmode } = request.body;
      takeOrThrow(limits.smsPerAddress, request.ip, request.t('smsTooMany'));
      takeOrThrow(limits.smsPerPhone, mobile, request.t('smsTooMany'));

      let userId: string | null = null;
      if (smsmode === '1') {
        if (await phoneTaken(app.db, mobile)) throw fail(request.t('smsPhoneRegistered'));
      } else {
        userId = (await findEffectiveUserByPhone(app.db, mobile))?.id ?? null;
      }
      const code = await issueSmsCode(app.db, { mobile, purpose: smsmode, userId, ip: request.ip });
      if (code === null) throw fail(request.t('smsStillValid'));

      if (smsmode === '1' || userId !== null) {
        // Not awaited, so a slow gateway does not tell callers which phones have accounts. A failed send
        // discards the code, so the user can ask again at once instead of waiting ten minutes.
        void Promise.resolve()
          .then(() => sender.send({ mobile, code, purpose: smsmode }))
          .catch(async (err: unknown) => {
            request.log.error({ err }, 'SMS sending failed');
            await discardSmsCode(app.db, mobile, smsmode).catch(() => undefined);
          });
      }
      return ok(null, request.t('smsSent'));
    },
  );
};

export default smsRoutes;
