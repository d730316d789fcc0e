// Audit timestamps are text 'YYYY-MM-DD HH:mm:ss' in the server's local time, the format the
// contract serialises dates in (api-contract §1.2); epoch milliseconds are used where we compare times.

const pad = (n: number): string => String(n).padStart(2, '0');

/** Formats a date as 'YYYY-MM-DD HH:mm:ss' in local time. */
export function formatDateTime(date: Date = new Date()): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
