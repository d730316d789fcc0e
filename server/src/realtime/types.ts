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
 * Sessions that ended (logout, password change, freeze, over the per-user cap): every instance drops
 * them from its session cache and closes their sockets as soon as it hears, instead of serving them
 * until its cache entry or its socket sweep runs out.
 */
export interface Revocation {
  /** sha-256 of the ended sessions' tokens. */
  tokenHashes?: readonly string[];
  /** Users all of whose sessions ended. */
  userIds?: readonly string[];
}

/** Applies a revocation to what this instance holds. */
export type Revoke = (revocation: Revocation) => void;

/**
 * Carries messages to every server instance: in process by default, over Redis pub/sub when several
 * instances share the load (each instance then delivers to the sockets it holds).
 */
export interface RealtimeBus {
  publish(audience: Audience, message: RealtimeMessage): Promise<void>;
  /** Tells every instance (this one included) that sessions ended. */
  revoke(revocation: Revocation): Promise<void>;
  close(): Promise<void>;
}

const isIdList = (v: unknown) =>
  v === undefined || (Array.isArray(v) && v.length <= 10_000 && v.every((id) => typeof id === 'string'));

/** A message or a revocation, as it crossed a process boundary. */
export type Envelope =
  | { audience: Audience; message: RealtimeMessage }
  | { revocation: { tokenHashes?: string[]; userIds?: string[] } };

function parseRevocation(value: unknown): Envelope | null {
  if (typeof value !== 'object' || value === null) return null;
  const { tokenHashes, userIds } = value as { tokenHashes?: unknown; userIds?: unknown };
  if (!isIdList(tokenHashes) || !isIdList(userIds)) return null;
  const revocation: { tokenHashes?: string[]; userIds?: string[] } = {};
  if (tokenHashes) revocation.tokenHashes = tokenHashes as string[];
  if (userIds) revocation.userIds = userIds as string[];
  return { revocation };
}

/**
 * Parses a message or revocation that crossed a process boundary; null when it is not one of ours.
 *
 * @example
 * parseEnvelope('{"audience":"all","message":{"cmd":"topic"}}'); // { audience: 'all', message: { cmd: 'topic' } }
 * parseEnvelope('{"revocation":{"userIds":["u1"]}}'); // { revocation: { userIds: ['u1'] } }
 */
export function parseEnvelope(raw: string): Envelope | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if ('revocation' in value) return parseRevocation((value as { revocation: unknown }).revocation);
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
