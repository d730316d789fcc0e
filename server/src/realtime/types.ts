// The shapes the realtime layer moves around: server → browser messages and who they go to.

/**
 * A server → browser message (api-contract §3.6). `topic` and `user` ask the bell to reload; when they
 * carry `msgId`/`msgTxt` they announce a new publication (the client shows its '消息提醒' pop-up).
 */
export interface RealtimeMessage {
  cmd: string;
  msgId?: string;
  msgTxt?: string;
}

/** Every signed-in socket, or the sockets of these user ids. */
export type Audience = 'all' | readonly string[];

/** Hands a message to the sockets this instance holds. */
export type Deliver = (audience: Audience, message: RealtimeMessage) => void;

/**
 * Carries messages to every server instance: in process by default, over Redis pub/sub when several
 * instances share the load (each instance then delivers to the sockets it holds).
 */
export interface RealtimeBus {
  publish(audience: Audience, message: RealtimeMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Parses a message that crossed a process boundary; null when it is not one of ours.
 *
 * @example
 * parseEnvelope('{"audience":"all","message":{"cmd":"topic"}}'); // { audience: 'all', message: { cmd: 'topic' } }
 */
export function parseEnvelope(raw: string): { audience: Audience; message: RealtimeMessage } | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { audience, message } = value as { audience?: unknown; message?: unknown };
  const audienceOk =
    audience === 'all' || (Array.isArray(audience) && audience.every((id) => typeof id === 'string'));
  const m = message as Partial<Record<keyof RealtimeMessage, unknown>> | null;
  const messageOk =
    typeof m === 'object' &&
    m !== null &&
    typeof m.cmd === 'string' &&
    (m.msgId === undefined || typeof m.msgId === 'string') &&
    (m.msgTxt === undefined || typeof m.msgTxt === 'string');
  if (!audienceOk || !messageOk) return null;
  const clean: RealtimeMessage = { cmd: m.cmd as string };
  if (m.msgId !== undefined) clean.msgId = m.msgId as string;
  if (m.msgTxt !== undefined) clean.msgTxt = m.msgTxt as string;
  return { audience: audience as Audience, message: clean };
}
