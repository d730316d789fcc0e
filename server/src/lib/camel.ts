// Rows are snake_case, JSON is camelCase (api-contract §1.2); the mapping is mechanical.

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

export type Camelized<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };

/** Copies a row with camelCase keys, leaving out the listed columns. */
export function camelize<T extends object, O extends keyof T = never>(
  row: T,
  omit: readonly O[] = [],
): Camelized<Omit<T, O>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if ((omit as readonly string[]).includes(key)) continue;
    out[key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase())] = value;
  }
  return out as Camelized<Omit<T, O>>;
}
