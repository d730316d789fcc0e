// The HTTP trace: the last TRACE_SIZE answered requests, newest first. An entry keeps the method, the
// path WITHOUT its query string (queries carry tokens and passwords in some clients), the status, the
// duration, the caller's username and address, and nothing else: no header, cookie, query or body is
// ever copied in, so there is nothing secret to leak.
import { TRACE_SIZE, type TraceEntry, type TracePage } from '../../../schemas/api/monitor.js';
import { Ring } from './ring.js';

export interface TraceFilter {
  /** An exact status (`404`) or a class (`4xx`). */
  status?: string;
  /** A substring of the path, case-insensitive. */
  path?: string;
  limit: number;
}

/** What the trace accepts as a status filter: `200`, `4xx`, `5XX`. */
export const STATUS_FILTER = '^[1-5]([0-9]{2}|[xX]{2})$';

export class TraceBuffer {
  private readonly ring = new Ring<TraceEntry>(TRACE_SIZE);
  private nextId = 1;

  /** Takes the entry as it is (no copy: this runs for every request), numbering it. */
  record(entry: Omit<TraceEntry, 'id'>): void {
    (entry as TraceEntry).id = this.nextId++;
    this.ring.push(entry as TraceEntry);
  }

  page(filter: TraceFilter): TracePage {
    const all = this.ring.toArray().reverse();
    const status = filter.status?.toLowerCase();
    const statusMatches = (s: number): boolean =>
      status === undefined || (status.endsWith('xx') ? String(s)[0] === status[0] : String(s) === status);
    const needle = filter.path?.toLowerCase();
    const records: TraceEntry[] = [];
    for (const entry of all) {
      if (records.length >= filter.limit) break;
      if (!statusMatches(entry.status)) continue;
      if (needle && !entry.path.toLowerCase().includes(needle)) continue;
      records.push(entry);
    }
    return { records, kept: all.length };
  }
}

/** The path of a URL without its query string or fragment, bounded in length. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return (end < 0 ? url : url.slice(0, end)).slice(0, 500);
}
