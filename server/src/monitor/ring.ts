// A fixed-size ring of samples: the histories the monitoring pages draw. Oldest samples fall out, so
// memory stays at HISTORY_POINTS per history however long the server runs.
import type { Sample } from '../../../schemas/api/monitor.js';

export class Ring<T> {
  private readonly items: T[] = [];
  private next = 0;

  constructor(readonly capacity: number) {}

  push(item: T): void {
    if (this.items.length < this.capacity) this.items.push(item);
    else this.items[this.next] = item;
    this.next = (this.next + 1) % this.capacity;
  }

  get size(): number {
    return this.items.length;
  }

  /** Oldest first. */
  toArray(): T[] {
    if (this.items.length < this.capacity) return [...this.items];
    return [...this.items.slice(this.next), ...this.items.slice(0, this.next)];
  }
}

/** Named histories of one page, sampled together. */
export class Histories<K extends string> {
  private readonly rings: Record<K, Ring<Sample>>;

  constructor(keys: readonly K[], capacity: number) {
    this.rings = Object.fromEntries(keys.map((k) => [k, new Ring<Sample>(capacity)])) as Record<
      K,
      Ring<Sample>
    >;
  }

  push(t: number, values: Record<K, number>): void {
    for (const key of Object.keys(this.rings) as K[]) this.rings[key].push({ t, v: values[key] });
  }

  toJSON(): Record<K, Sample[]> {
    return Object.fromEntries(
      (Object.keys(this.rings) as K[]).map((k) => [k, this.rings[k].toArray()]),
    ) as Record<K, Sample[]>;
  }
}
