// The operation log's writer. A write request must not wait for its log row, so rows are queued in
// memory and written in one multi-row insert every `intervalMs` or as soon as `batchRows` are waiting.
// The queue is bounded: when the database cannot keep up, new rows are dropped and counted instead of
// growing the heap without limit (the count is logged with the next flush). `close()` writes what is
// left, so a graceful shutdown loses nothing.
import type { Kysely } from 'kysely';
import type { Database, NewSysLog } from '../db/types.js';

export interface OpLogQueueOptions {
  intervalMs: number;
  /** Rows that trigger an immediate flush, and the most written by one insert. */
  batchRows: number;
  /** Rows held at most; beyond it rows are dropped. */
  maxQueued: number;
}

export interface OpLogSink {
  warn(obj: object, msg: string): void;
}

const DEFAULTS: OpLogQueueOptions = { intervalMs: 1000, batchRows: 200, maxQueued: 10_000 };

export class OpLogQueue {
  readonly options: OpLogQueueOptions;
  private rows: NewSysLog[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> = Promise.resolve();
  /** A flush is chained but has not started: it will take every row queued until then. */
  private waiting = false;
  /** Rows dropped because the queue was full, since the start. */
  dropped = 0;
  private droppedReported = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OpLogSink,
    options: Partial<OpLogQueueOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  get pending(): number {
    return this.rows.length;
  }

  push(row: NewSysLog): void {
    if (this.rows.length >= this.options.maxQueued) {
      this.dropped++;
      return;
    }
    this.rows.push(row);
    if (this.rows.length >= this.options.batchRows) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.intervalMs);
      // A pending flush must not keep the process alive; close() flushes on shutdown.
      this.timer.unref();
    }
  }

  /** Writes every queued row; flushes run one after another, so rows keep their order. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.waiting) return this.running;
    this.waiting = true;
    this.running = this.running.then(() => {
      this.waiting = false;
      return this.drain();
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    if (this.dropped > this.droppedReported) {
      this.log.warn(
        { dropped: this.dropped - this.droppedReported },
        'operation log queue full, rows dropped',
      );
      this.droppedReported = this.dropped;
    }
    while (this.rows.length > 0) {
      const batch = this.rows.splice(0, this.options.batchRows);
      try {
        await this.db.insertInto('sys_log').values(batch).execute();
      } catch (err) {
        // A failing log must not fail requests or retry forever; the batch is reported and given up.
        this.log.warn({ err, rows: batch.length }, 'operation log rows not written');
      }
    }
  }

  /** Stops the timer and writes what is queued. */
  close(): Promise<void> {
    return this.flush();
  }
}
