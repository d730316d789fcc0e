// Plain JSON helpers for the builder: documents are edited as loose JSON so that every property the
// builder does not know travels through untouched.

export type Json = string | number | boolean | null | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json | undefined;
}

/** The value as an object, or undefined when it is not one. */
export function objectOf(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined;
}

/** A copy of `obj` with `key` set to `value` (removed when undefined), keeping the keys' order. */
export function withKey(obj: JsonObject, key: string, value: Json | undefined): JsonObject {
  if (value === undefined) {
    if (!Object.hasOwn(obj, key)) return obj;
    const next = { ...obj };
    delete next[key];
    return next;
  }
  return { ...obj, [key]: value };
}

/** A copy without the given keys (the same object when none is there). */
export function withoutKeys(obj: JsonObject, keys: readonly string[]): JsonObject {
  if (!keys.some((k) => Object.hasOwn(obj, k))) return obj;
  const next = { ...obj };
  for (const k of keys) delete next[k];
  return next;
}
