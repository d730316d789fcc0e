// The two server-side field checks (SPEC §5): the duplicate-value check and the code-rule check.
import { getAction } from '../../core';

/** Where a duplicate check looks: the model's table, the field's column, and the record being edited. */
export interface DuplicateTarget {
  tableName: string;
  fieldName: string;
  /** The edited record's id; absent when adding. */
  dataId?: string;
  /** The field's property name: the query parameter of a rule's own `api`. */
  property?: string;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const messageOf = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;

/**
 * GET /sys/duplicate/check: resolves '' when the value is free or empty (skipped), else the server's
 * message (`fallback` when it sends none).
 *
 * @example
 * await checkDuplicate({ tableName: 'sys_dict', fieldName: 'dict_code' }, 'sex', '值已存在'); // '' or '该值不可用，系统中已存在！'
 */
export async function checkDuplicate(
  target: DuplicateTarget,
  value: unknown,
  fallback: string,
): Promise<string> {
  if (isEmpty(value)) return '';
  try {
    const envelope = await getAction('/sys/duplicate/check', {
      tableName: target.tableName,
      fieldName: target.fieldName,
      fieldVal: String(value),
      ...(target.dataId ? { dataId: target.dataId } : {}),
    });
    return envelope.success ? '' : envelope.message || fallback;
  } catch (err) {
    return messageOf(err, fallback);
  }
}

/**
 * GET `api` with the value under the field's property name and the edited record's `id` (JeecgBoot's
 * own checks: /sys/role/checkRoleCode, /sys/user/checkOnlyUser…): resolves '' when the value is free or
 * empty, else the server's message.
 *
 * @example
 * await checkUnique('/sys/role/checkRoleCode', { tableName: 'sys_role', fieldName: 'role_code', property: 'roleCode' }, 'admin', '值已存在');
 */
export async function checkUnique(
  api: string,
  target: DuplicateTarget,
  value: unknown,
  fallback: string,
): Promise<string> {
  if (isEmpty(value)) return '';
  try {
    const envelope = await getAction(api, {
      [target.property ?? target.fieldName]: String(value),
      ...(target.dataId ? { id: target.dataId } : {}),
    });
    return envelope.success ? '' : envelope.message || fallback;
  } catch (err) {
    return messageOf(err, fallback);
  }
}

/**
 * GET /sys/checkRule/checkByCode with the rule code and the URL-encoded value: resolves '' when the
 * value passes or when the code or the value is empty (skipped), else the server's message.
 *
 * @example
 * await checkRule('common', 'A-01', '不符合规则'); // '' or the rule's message
 */
export async function checkRule(
  ruleCode: string | undefined,
  value: unknown,
  fallback: string,
): Promise<string> {
  if (!ruleCode || isEmpty(value)) return '';
  try {
    const envelope = await getAction('/sys/checkRule/checkByCode', {
      ruleCode,
      value: encodeURIComponent(String(value)),
    });
    return envelope.success ? '' : envelope.message || fallback;
  } catch (err) {
    return messageOf(err, fallback);
  }
}
