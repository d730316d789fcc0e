// The filters of the HTTP trace page and the query they send (GET /sys/monitor/trace?status=&path=&limit=).

/** The status choices: every answer, a class of answers, or one exact status code. */
export const STATUS_CLASSES = ['all', '2xx', '3xx', '4xx', '5xx', 'exact'] as const;
export type StatusChoice = (typeof STATUS_CLASSES)[number];

/** How many entries the page asks for; the server keeps TRACE_SIZE in all. */
export const TRACE_LIMIT = 200;

export interface TraceFilter {
  status: StatusChoice;
  /** The exact status code when `status` is 'exact'. */
  code?: number;
  /** A substring of the path, '' for any. */
  path: string;
}

/**
 * The query parameters of a filter: only the filters in use are sent.
 *
 * @example
 * traceParams({ status: 'exact', code: 404, path: '/sys' }); // { limit: 200, status: '404', path: '/sys' }
 */
export function traceParams(filter: TraceFilter): Record<string, unknown> {
  const params: Record<string, unknown> = { limit: TRACE_LIMIT };
  if (filter.status === 'exact') {
    if (filter.code !== undefined) params.status = String(filter.code);
  } else if (filter.status !== 'all') params.status = filter.status;
  const path = filter.path.trim();
  if (path) params.path = path;
  return params;
}
