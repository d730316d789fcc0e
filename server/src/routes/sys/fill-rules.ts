// Fill rules (api-contract §4.8, our own rule shape: crud/fill-rule.ts). list, queryById, delete,
// exportXls and importExcel are generated from schemas/models/sys_fill_rule.json; add and edit go down
// the same pipeline after refusing a reset period finer than the date pattern (codes would repeat).
// testFillRule previews the next code for the caller's department without taking it.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ruleOfRow, resetTooFine, type DatePattern, type ResetPeriod } from '../../crud/fill-rule.js';
import { FILL_RULE_MODEL, findRule, previewCode } from '../../crud/serial.js';
import type { Row, Tx } from '../../crud/types.js';
import { fail, ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { checkedWrite } from '../checked-write.js';
import { optionalText } from './roles-params.js';

const fillRuleRoutes: FastifyPluginAsync = async (app) => {
  const model = () => {
    const found = app.models.models.get(FILL_RULE_MODEL);
    if (!found) throw new Error('schemas/models/sys_fill_rule.json is not loaded');
    return found;
  };

  /** A sequence resetting more often than its date changes is refused, naming resetPeriod. */
  const ruleErrors = (request: FastifyRequest, values: Record<string, unknown>, stored?: Row | null) => {
    const current = stored ? ruleOfRow(stored) : undefined;
    const datePattern = (values.datePattern ?? current?.datePattern ?? 'yyyyMMdd') as DatePattern;
    const resetPeriod = (values.resetPeriod ?? current?.resetPeriod ?? 'day') as ResetPeriod;
    // Unknown values are refused by the model's options, naming the field; only judge known ones.
    const known =
      ['none', 'yyyy', 'yyyyMM', 'yyyyMMdd'].includes(datePattern) &&
      ['never', 'year', 'month', 'day'].includes(resetPeriod);
    return known && resetTooFine({ datePattern, resetPeriod })
      ? [{ field: 'resetPeriod', message: request.t('fillRuleResetTooFine') }]
      : [];
  };
  // Imported rules are checked the same way.
  app.models.addRowCheck(FILL_RULE_MODEL, (request, values) => ruleErrors(request, values));
  // An edit may change one of the two settings: judge them with the stored other one.
  const write = (request: FastifyRequest, reply: FastifyReply, mode: 'add' | 'edit') =>
    checkedWrite(request, reply, model(), mode, {
      check: (body, stored) => ruleErrors(request, body, stored),
    });
  app.post('/sys/fillRule/add', { config: { permission: 'fillRule:add' } }, (request, reply) =>
    write(request, reply, 'add'),
  );
  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/fillRule/edit',
    config: { permission: 'fillRule:edit' },
    handler: (request, reply) => write(request, reply, 'edit'),
  });

  app.get('/sys/fillRule/testFillRule', { config: { permission: 'fillRule:list' } }, async (request) => {
    const ruleCode = optionalText(request, request.query, 'ruleCode', 64);
    if (!ruleCode) throw fail(request.t('fieldRequired', { field: 'ruleCode' }), 400, 400);
    const db = app.db as unknown as Tx;
    const rule = await findRule(app.models, db, ruleCode);
    if (!rule) throw fail(request.t('fillRuleNotFound', { field: 'ruleCode' }), 404, 404);
    const code = await previewCode(app.models, db, rule, currentUser(request).orgCode);
    return ok(code, request.t('fillRulePreview', { code }));
  });
};

export default fillRuleRoutes;
