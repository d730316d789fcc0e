// How a stat card's number reads: plain (grouped digits), bytes, a share of 1 as percent, or seconds
// as a duration.
import { formatBytes } from '../../render/list/format';
import type { StatCard } from '../../render/schemaLite';

/**
 * The number as shown.
 *
 * @example
 * formatStat(0.253, 'percent', 1); // '25.3%'
 * formatStat(93784, 'duration'); // '1d 2h 3m'
 */
export function formatStat(value: number, format: StatCard['format'] = 'number', precision?: number): string {
  if (format === 'bytes') return formatBytes(value);
  if (format === 'percent') return `${(value * 100).toFixed(precision ?? 1)}%`;
  if (format === 'duration') {
    const days = Math.floor(value / 86400);
    const hours = Math.floor((value % 86400) / 3600);
    const minutes = Math.floor((value % 3600) / 60);
    return [days ? `${days}d` : '', days || hours ? `${hours}h` : '', `${minutes}m`]
      .filter(Boolean)
      .join(' ');
  }
  return value.toLocaleString(undefined, {
    minimumFractionDigits: precision ?? 0,
    maximumFractionDigits: precision ?? 2,
  });
}
