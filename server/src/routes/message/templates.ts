// Message templates under /sys/message/sysMessageTemplate. list, queryById, delete, deleteBatch,
// exportXls and importExcel are generated from schemas/models/sys_message_template.json; add and edit
// check the template's variables against its sample first (template-checks.ts), then take the generic
// write pipeline. sendMsg fills a template and sends it to receivers (services/message-send.ts).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendFieldErrors } from '../../crud/routes.js';
import { Scope } from '../../crud/scope.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { channelsOf } from '../../services/message-delivery.js';
import { MAX_RECEIVERS, resolveReceivers } from '../../services/message-receivers.js';
import { sendThroughTemplate } from '../../services/message-send.js';
import type { MessageType } from '../../services/message-senders.js';
import { checkedWrite } from '../checked-write.js';
import { sendData, templateProblems } from './template-checks.js';

const BASE = '/sys/message/sysMessageTemplate';
/** Sending is its own button: it reaches other users' bells, mailboxes and phones. */
export const SEND_PERMISSION = 'biz:messageTemplate:send';
const TYPES: readonly string[] = ['1', '2', '4'];

interface SendBody {
  templateCode: string;
  testData?: string | Record<string, unknown> | null;
  receiver?: string;
  /** Comma-joined user ids (the form's user picker), sent to as well as `receiver`. */
  receiverIds?: string;
}

const sendBodySchema = {
  type: 'object',
  required: ['templateCode'],
  properties: {
    templateCode: { type: 'string', minLength: 1, maxLength: 64 },
    testData: { type: ['string', 'object', 'null'], maxLength: 2000, maxProperties: 100 },
    receiver: { type: 'string', maxLength: 2000 },
    receiverIds: { type: 'string', maxLength: 2000 },
  },
} as const;

const templateRoutes: FastifyPluginAsync = async (app) => {
  const model = (name: string) => {
    const found = app.models.models.get(name);
    if (!found) throw new Error(`schemas/models/${name}.json is not loaded`);
    return found;
  };

  // Imported templates are checked the same way (variables against the sample).
  app.models.addRowCheck('sys_message_template', (request, values) =>
    templateProblems(request, {
      templateName: values.templateName,
      templateContent: values.templateContent,
      templateTestJson: values.templateTestJson,
    }),
  );
  // An edit may send only some fields: the check sees the template as it would be stored.
  const write = (request: FastifyRequest, reply: FastifyReply, mode: 'add' | 'edit') =>
    checkedWrite(request, reply, model('sys_message_template'), mode, {
      check: (body, stored) => {
        const pick = (name: string, column: string) => (name in body ? body[name] : stored?.[column]);
        return templateProblems(request, {
          templateName: pick('templateName', 'template_name'),
          templateContent: pick('templateContent', 'template_content'),
          templateTestJson: pick('templateTestJson', 'template_test_json'),
        });
      },
    });
  app.post(`${BASE}/add`, { config: { permission: 'biz:messageTemplate:add' } }, (request, reply) =>
    write(request, reply, 'add'),
  );
  app.route({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    config: { permission: 'biz:messageTemplate:edit' },
    handler: (request, reply) => write(request, reply, 'edit'),
  });

  app.post<{ Body: SendBody }>(
    `${BASE}/sendMsg`,
    { config: { permission: SEND_PERMISSION }, schema: { body: sendBodySchema } },
    async (request, reply) => {
      const { templateCode } = request.body;
      const receiver = [request.body.receiver, request.body.receiverIds].filter((r) => r?.trim()).join(',');
      const raw = request.body.testData;
      const testData =
        raw === null || raw === undefined ? undefined : typeof raw === 'string' ? raw : JSON.stringify(raw);
      const row = await Scope.of(request, model('sys_message_template'))
        .select()
        .select(['template_code', 'template_name', 'template_type', 'template_content', 'template_test_json'])
        .where('template_code', '=', templateCode.trim())
        .executeTakeFirst();
      if (!row)
        return sendFieldErrors(reply, [{ field: 'templateCode', message: request.t('msgTemplateNotFound') }]);
      const type = String(row.template_type ?? '');
      if (!TYPES.includes(type))
        return sendFieldErrors(reply, [{ field: 'templateType', message: request.t('msgTemplateType') }]);
      const name = String(row.template_name ?? '');
      const content = String(row.template_content ?? '');
      const data = sendData(
        request,
        testData,
        (row.template_test_json as string | null) ?? null,
        name,
        content,
      );
      if ('error' in data) return sendFieldErrors(reply, [data.error]);
      const receivers = await resolveReceivers(app.db, type as MessageType, receiver);
      if ('tooMany' in receivers)
        return sendFieldErrors(reply, [
          { field: 'receiver', message: request.t('msgReceiverTooMany', { limit: MAX_RECEIVERS }) },
        ]);
      if ('invalid' in receivers)
        return sendFieldErrors(reply, [
          {
            field: 'receiver',
            message: receivers.invalid.length
              ? request.t('msgReceiverInvalid', { names: receivers.invalid.slice(0, 10).join(', ') })
              : request.t('fieldRequired', { field: 'receiver' }),
          },
        ]);
      const messageModel = model('sys_message');
      const user = currentUser(request);
      const sent = await sendThroughTemplate(
        Scope.of(request, messageModel).whole(),
        channelsOf(app),
        {
          templateCode: String(row.template_code),
          templateName: name,
          templateType: type as MessageType,
          templateContent: content,
        },
        data.data,
        receivers,
        user.username,
      );
      app.models.evict(messageModel);
      const delivered = sent.filter((m) => m.esSendStatus === '1').length;
      return ok(
        { total: sent.length, sent: delivered, failed: sent.length - delivered, messages: sent },
        request.t('msgSendDone', { sent: delivered, failed: sent.length - delivered }),
      );
    },
  );
};

export default templateRoutes;
