// Number formatting of the monitoring pages: sizes in binary units, durations in the largest units that
// read well, shares as percents. Pure functions, so pages and tests agree on the text.

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * A byte count in the largest binary unit under 1024 of it, with at most one decimal.
 *
 * @example
 * formatBytes(1536); // '1.5 KB'
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}

/**
 * A rate in bytes per second.
 *
 * @example
 * formatRate(2048); // '2.0 KB/s'
 */
export function formatRate(bytesPerSec: number): string {
  return `${formatBytes(bytesPerSec)}/s`;
}

/**
 * A duration in milliseconds: `0.42 ms` under 1 ms, `12 ms` under a second, `1.25 s` above.
 *
 * @example
 * formatMs(1250); // '1.25 s'
 */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '-';
  if (ms < 1) return `${ms.toFixed(2)} ms`;
  if (ms < 1000) return `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/**
 * An uptime as `3d 4h 5m 6s`, leaving out the leading zero units.
 *
 * @example
 * formatUptime(93_784); // '1d 2h 3m 4s'
 */
export function formatUptime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '-';
  const s = Math.floor(seconds);
  const parts: [number, string][] = [
    [Math.floor(s / 86_400), 'd'],
    [Math.floor((s % 86_400) / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'm'],
    [s % 60, 's'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  return parts
    .slice(first < 0 ? parts.length - 1 : first)
    .map(([n, u]) => `${n}${u}`)
    .join(' ');
}

/**
 * A share 0..1 as a percent with one decimal.
 *
 * @example
 * formatShare(0.1234); // '12.3%'
 */
export function formatShare(share: number): string {
  if (!Number.isFinite(share)) return '-';
  return `${(share * 100).toFixed(1)}%`;
}

/**
 * A percent value (already 0..100) with one decimal.
 *
 * @example
 * formatPercent(42.123); // '42.1%'
 */
export function formatPercent(percent: number): string {
  if (!Number.isFinite(percent)) return '-';
  return `${percent.toFixed(1)}%`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as local 'YYYY-MM-DD HH:mm:ss', or only 'HH:mm:ss' with `timeOnly`. Plain Date arithmetic:
 * the monitoring chunk then shares no CommonJS module (dayjs) with the shell, which would cost the
 * list route an interop chunk.
 *
 * @example
 * formatClock(Date.UTC(2026, 10, 26, 9, 5, 3)); // '2026-11-26 09:05:03' (in UTC)
 */
export function formatClock(ms: number, timeOnly = false): string {
  const d = new Date(ms);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  return timeOnly ? time : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time}`;
}
