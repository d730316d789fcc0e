// Sending through a template: one sys_message row per receiver, written unsent first, then updated with
// the outcome of its delivery (status, attempts, last error or the sender's note), so the message list
// tells what happened to each receiver even when the sender failed or the server stopped mid-way.
import type { Scope } from '../crud/scope.js';
import { insertRecord } from '../crud/write.js';
import { updateRow } from '../crud/store.js';
import type { Row } from '../crud/types.js';
import { formatDateTime } from '../lib/time.js';
import { sendWithRetry, type Channels } from './message-delivery.js';
import type { Receiver } from './message-receivers.js';
import type { MessageType } from './message-senders.js';
import { escapeHtml, fillTemplate, type TemplateData } from './message-template.js';

export interface TemplateText {
  templateCode: string;
  templateName: string;
  templateType: MessageType;
  templateContent: string;
}

export interface SentMessage {
  id: string;
  receiver: string;
  /** '1' sent, '2' failed. */
  esSendStatus: '1' | '2';
  esSendNum: number;
  esResult: string;
}

const clip = (text: string, limit: number) => (text.length > limit ? text.slice(0, limit) : text);

/**
 * Fills the template for one channel: values are escaped for HTML bodies (system, mail), not for SMS.
 *
 * @example
 * renderTemplate(template, { name: 'A' }); // { title: 'Hello A', content: '<p>…</p>' }
 */
export function renderTemplate(
  template: TemplateText,
  data: TemplateData,
): { title: string; content: string } {
  const html = template.templateType !== '1';
  return {
    title: clip(fillTemplate(template.templateName, data), 200),
    content: clip(fillTemplate(template.templateContent, data, html ? escapeHtml : undefined), 8000),
  };
}

/**
 * Sends to every receiver (in parallel; the receivers are bounded) and records each outcome.
 * `scope` is the sender's scope on sys_message.
 *
 * @example
 * const sent = await sendThroughTemplate(scope, channelsOf(app), template, data, receivers, user.username);
 */
export async function sendThroughTemplate(
  scope: Scope,
  channels: Channels,
  template: TemplateText,
  data: TemplateData,
  receivers: readonly Receiver[],
  sender: string,
): Promise<SentMessage[]> {
  const { title, content } = renderTemplate(template, data);
  const esParam = clip(JSON.stringify(data), 2000);
  const senderOf = channels.senders[template.templateType];
  const one = async (receiver: Receiver): Promise<SentMessage> => {
    const row: Row = await insertRecord(scope, {
      esType: template.templateType,
      esTitle: title,
      esContent: content,
      esParam,
      esReceiver: clip(receiver.label, 200),
      esSendStatus: '0',
      esSendNum: 0,
      templateCode: template.templateCode,
    });
    const id = String(row.id);
    const outcome = await sendWithRetry(
      senderOf,
      { messageId: id, address: receiver.address, title, content, sender },
      channels.retry,
    );
    const status = outcome.sent ? '1' : '2';
    await scope.transaction((tx) =>
      updateRow(scope, tx, id, {
        esSendStatus: status,
        esSendNum: outcome.tries,
        esResult: outcome.result,
        esSendTime: formatDateTime(),
      }),
    );
    return {
      id,
      receiver: receiver.label,
      esSendStatus: status,
      esSendNum: outcome.tries,
      esResult: outcome.result,
    };
  };
  return Promise.all(receivers.map(one));
}
