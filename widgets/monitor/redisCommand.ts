import { errorMessageOf, http, type ApiEnvelope } from '../../runtime/core';
import type { RedisCommandRequest, RedisCommandResult } from '../../schemas/api/monitor';

/** How a command ended: its reply, refused by the server (with its reason), or failed otherwise. */
export interface CommandOutcome {
  kind: 'ok' | 'refused' | 'failed';
  /** The reply text, or the server's message when refused or failed. */
  output: string;
}

/**
 * Runs one terminal line on the server (POST /sys/monitor/redis/command). A refusal (400, or an
 * envelope with success false) is an outcome for the log, not a notice: the terminal shows the reason.
 *
 * @example
 * await runRedisCommand('FLUSHALL'); // { kind: 'refused', output: '…not allowed…' }
 */
export async function runRedisCommand(command: string): Promise<CommandOutcome> {
  const body: RedisCommandRequest = { command };
  try {
    const envelope = await http.post<unknown, ApiEnvelope<RedisCommandResult>>(
      '/sys/monitor/redis/command',
      body,
      { quietStatuses: [400] },
    );
    if (!envelope.success) return { kind: 'refused', output: envelope.message };
    return { kind: 'ok', output: envelope.result.output };
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    return { kind: status === 400 ? 'refused' : 'failed', output: errorMessageOf(error) };
  }
}
