// `GET /sys/log/mine?limit=`: the caller's own recent operation-log entries (sys_log, log_type 2), for
// the workplace dashboard's "recent activity". Any signed-in user may call it; it answers only rows the
// caller made, newest first.

/** Default and largest `limit`. */
export const MY_LOG_LIMITS = { defaultLimit: 10, maxLimit: 50 } as const;

/** One operation of the caller, as `result` (an array) of `GET /sys/log/mine` carries it. */
export interface MyLogEntry {
  id: string;
  /** What the operation log says it did, e.g. 'POST /api/biz/case/add'. */
  logContent: string | null;
  /** Dictionary operate_type (1 query … 6 import), and its text in the caller's language. */
  operateType: number | null;
  operateType_dictText: string | null;
  requestType: string | null;
  requestUrl: string | null;
  statusCode: number | null;
  costTime: number | null;
  /** 'YYYY-MM-DD HH:mm:ss', server local time. */
  createTime: string;
}
