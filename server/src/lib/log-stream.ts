// Where the log goes when nobody said: standard output, written asynchronously. Pino's default
// destination writes each line with a blocking write(2) before the request that logged it goes on: on
// the list's hot path that was ~10 % of its CPU (issue 16, bench/README.md). Asynchronously, a line is
// handed to the kernel a moment later, and lines logged while a write is in flight go out together in
// the next one. Pino flushes what is left synchronously when the process exits; a process killed
// outright (kill -9) loses at most the lines of that last moment, never a database write.
import pino from 'pino';
import type { DestinationStream } from 'pino';

/**
 * The asynchronous standard output the server logs to by default.
 *
 * @example
 * Fastify({ logger: { level: 'info', stream: stdoutLog() } });
 */
export function stdoutLog(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}
