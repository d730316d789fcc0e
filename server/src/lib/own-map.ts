// Lookup tables keyed by request text (a super-query rule, an entity name…). A plain object literal
// answers `constructor`, `__proto__`, `toString` and `hasOwnProperty` from Object.prototype, so a
// request naming one of them would get a function back and carry it into SQL text or output. These
// maps have no prototype, are frozen, and are read only through their own properties.

/** A frozen table with no prototype. */
export type OwnMap<V> = Readonly<Record<string, V>>;

/**
 * Freezes a table into one whose only keys are its own.
 *
 * @example
 * const RULES = ownMap({ eq: '=', ne: '!=' });
 */
export function ownMap<V>(entries: Record<string, V>): OwnMap<V> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}

/**
 * The value under `key` when the table itself holds it, else undefined (never an inherited member).
 *
 * @example
 * ownValue(RULES, 'constructor'); // undefined
 */
export function ownValue<V>(map: OwnMap<V>, key: string): V | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
