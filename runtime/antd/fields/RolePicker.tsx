// Roles to grant a user: every role from GET /sys/role/queryall (role:list), searchable by name or
// code, several at once. The value is a list, or one comma-joined string with `joined` (the form
// JeecgBoot's user form sends as `selectedroles`).
import { Select } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { http, type ApiEnvelope } from '../../core';
import type { FieldWidgetProps } from '../../render';
import { SCHEMA_FIELDS_NS } from '../../render/locales/fields';
import { joinPicked, splitJoined } from './joined';

export interface RolePickerProps extends FieldWidgetProps<string | string[] | undefined> {
  placeholder?: string;
  /** One role instead of several. */
  single?: boolean;
  /** The value is one comma-joined string. */
  joined?: boolean;
  id?: string;
  style?: CSSProperties;
}

interface RoleRow {
  id: string;
  roleName?: string;
  roleCode?: string;
}

/**
 * Every role as a select option.
 *
 * @example
 * await loadRoles(); // [{ value: 'r1', label: '管理员 (admin)' }]
 */
export async function loadRoles(): Promise<{ value: string; label: string }[]> {
  const envelope = await http.get<unknown, ApiEnvelope<RoleRow[]>>('/sys/role/queryall', {
    skipErrorHandler: true,
  });
  if (!envelope.success) throw new Error(envelope.message);
  return (envelope.result ?? []).map((r) => ({
    value: r.id,
    label: r.roleCode ? `${r.roleName ?? r.roleCode} (${r.roleCode})` : (r.roleName ?? r.id),
  }));
}

/**
 * A role picker.
 *
 * @example
 * <RolePicker joined value="r1,r2" onChange={setRoles} />
 */
export function RolePicker({ value, onChange, single, joined, placeholder, ...rest }: RolePickerProps) {
  const { t } = useTranslation(SCHEMA_FIELDS_NS);
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadRoles()
      .then((rows) => live && setOptions(rows))
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);
  const picked = splitJoined(value);
  return (
    <Select
      {...rest}
      mode={single ? undefined : 'multiple'}
      value={single ? picked[0] : picked}
      onChange={(next: string | string[] | undefined) =>
        onChange?.(single ? (next as string | undefined) : joinPicked((next as string[]) ?? [], joined))
      }
      options={options}
      loading={loading}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={placeholder ?? t('widget.pickRoles')}
      notFoundContent={failed ? t('widget.rolesLoadFailed') : undefined}
    />
  );
}

export default RolePicker;
