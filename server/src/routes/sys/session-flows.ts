// The session-flow routes (captcha, SMS, phone login, register, forgotten password, own profile and
// preferences, avatar upload), sharing one set of rate limiters per app instance.
import type { FastifyPluginAsync } from 'fastify';
import { createFlowLimiters } from '../../services/flow-limits.js';
import alterationRoutes from './alteration.js';
import avatarRoutes from './avatar.js';
import captchaRoutes from './captcha.js';
import phoneLoginRoutes from './phone-login.js';
import registerRoutes from './register.js';
import smsRoutes from './sms.js';
import profileRoutes from './user-profile.js';

const sessionFlowRoutes: FastifyPluginAsync = async (app) => {
  const limits = createFlowLimiters();
  await app.register(captchaRoutes);
  await app.register(smsRoutes, { limits });
  await app.register(phoneLoginRoutes, { limits });
  await app.register(registerRoutes, { limits });
  await app.register(alterationRoutes, { limits });
  await app.register(profileRoutes);
  await app.register(avatarRoutes, { limits });
};

export default sessionFlowRoutes;
