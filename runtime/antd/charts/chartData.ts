// The data every chart draws: categories (x labels, slices, radar axes) and one or more series of
// values, one per category. Dashboards and reports turn their answers into this shape.
import type { ChartKind } from '../../render/schemaLite';

export type { ChartKind };

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ChartData {
  categories: string[];
  series: ChartSeries[];
}

/** A named value: what an aggregate point, a report row or a sample becomes. */
export interface NamedPoint {
  name: string;
  value: number;
  /** The series a point belongs to (a stacked chart's split); absent: the one series. */
  series?: string;
}

/**
 * Points grouped into categories (in first-seen order) and series; a category a series lacks is 0.
 *
 * @example
 * chartDataOf([{ name: 'Mon', value: 2, series: 'new' }], 'Count');
 * // { categories: ['Mon'], series: [{ name: 'new', values: [2] }] }
 */
export function chartDataOf(points: readonly NamedPoint[], seriesName: string): ChartData {
  const categories = [...new Set(points.map((p) => p.name))];
  const index = new Map(categories.map((name, i) => [name, i]));
  const bySeries = new Map<string, number[]>();
  for (const point of points) {
    const key = point.series ?? seriesName;
    let values = bySeries.get(key);
    if (!values) {
      values = categories.map(() => 0);
      bySeries.set(key, values);
    }
    values[index.get(point.name)!]! += point.value;
  }
  if (bySeries.size === 0) bySeries.set(seriesName, []);
  return { categories, series: [...bySeries].map(([name, values]) => ({ name, values })) };
}
