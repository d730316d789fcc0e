import { sessionAuth, type AuthEntry } from '../storage/localStore';

/** Type '2' entries are "disable" rules, ignored by the show/hide check (contract §6.2). */
const DISABLE_TYPE = '2';

export interface PermissionOptions {
  /** A form's own permission list (workflow node forms), checked before the global lists. */
  formPermissionList?: AuthEntry[];
}

function isDisableRule(entry: AuthEntry): boolean {
  return String(entry.type ?? '') === DISABLE_TYPE;
}

// One entry may grant several codes separated by commas.
function actionsOf(entries: AuthEntry[]): Set<string> {
  const codes = new Set<string>();
  entries.forEach((entry) => {
    (entry.action ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean)
      .forEach((code) => codes.add(code));
  });
  return codes;
}

function splitCodes(code: string): string[] {
  return code
    .split('||')
    .map((part) => part.trim())
    .filter(Boolean);
}

function showsSingle(code: string, formList: AuthEntry[] | undefined): boolean {
  if (formList && actionsOf(formList.filter((e) => !isDisableRule(e))).has(code)) return true;
  const switchedOff = sessionAuth
    .getAllAuth()
    .some((e) => !isDisableRule(e) && e.action === code && String(e.status) === '0');
  if (switchedOff) return true;
  return actionsOf(sessionAuth.getAuth().filter((e) => !isDisableRule(e))).has(code);
}

/**
 * Whether an element guarded by `code` is shown (SPEC §6): its action is in the form's permission list
 * or in the user's button authorities (type '2' entries excluded), or a system rule with status '0'
 * switches the check off. Codes joined with '||' pass when any one does.
 *
 * @example
 * {hasPermission('user:add') && <Button>Add</Button>}
 * hasPermission('user:edit||user:admin');
 */
export function hasPermission(code: string, options: PermissionOptions = {}): boolean {
  return splitCodes(code).some((single) => showsSingle(single, options.formPermissionList));
}

/**
 * Whether a control guarded by a type-2 ("disable") rule is disabled (contract §6.2): only when the
 * system list has an enforced (status not '0') type-2 rule for it that the user is not granted.
 *
 * @example
 * <Input disabled={isDisabledByAuth('user:form:phone')} />
 */
export function isDisabledByAuth(code: string): boolean {
  const rule = sessionAuth.getAllAuth().find((e) => isDisableRule(e) && e.action === code);
  if (!rule || String(rule.status) === '0') return false;
  return !actionsOf(sessionAuth.getAuth().filter(isDisableRule)).has(code);
}
