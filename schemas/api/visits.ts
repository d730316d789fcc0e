// Shapes of the sign-in statistics API (/sys/loginfo, /sys/visitInfo), shared by server and client.

/** `/sys/loginfo`: all sign-ins, today's, and today's distinct client addresses. */
export interface LoginInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}

/** One day of `/sys/visitInfo`. */
export interface DayVisits {
  /** Sign-ins that day. */
  visit: number;
  /** Distinct client addresses that day. */
  ip: number;
  /** 'YYYY-MM-DD' */
  tian: string;
  /** 'MM-DD' */
  type: string;
}
