// Permission codes as DESIGN.md and the seeded menus spell them: `dict:add`, `biz:case:edit`.

/** A single button permission code. */
export const PERMISSION_PATTERN = /^[a-z][a-zA-Z0-9]*(:[a-zA-Z0-9]+){1,3}$/;

/**
 * Whether a code, or every `||` alternative of it, is well formed.
 *
 * @example
 * isPermissionCode('biz:case:add'); // true
 * isPermissionCode('user:add||user:edit'); // true
 * isPermissionCode('Biz case'); // false
 */
export function isPermissionCode(code: string): boolean {
  return code.split('||').every((part) => PERMISSION_PATTERN.test(part));
}
