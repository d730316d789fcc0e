/**
 * The tag colour of an HTTP status (a number or text like '404' or '5xx'), by its class: success green,
 * redirects blue, the caller's errors orange, the server's red.
 *
 * @example
 * statusColor(503); // 'red'
 */
export function statusColor(status: number | string): string {
  const kind = String(status).charAt(0);
  if (kind === '2') return 'green';
  if (kind === '3') return 'blue';
  if (kind === '4') return 'orange';
  if (kind === '5') return 'red';
  return 'default';
}
