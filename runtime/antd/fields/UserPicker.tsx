import { Select } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { http, type ApiEnvelope } from '../../core';
import type { FieldWidgetProps } from '../../render';
import { SCHEMA_FIELDS_NS } from '../../render/locales/fields';

export interface UserPickerProps extends FieldWidgetProps<string | undefined> {
  placeholder?: string;
  /** The current value's label (`<field>_dictText`). */
  initialLabel?: string;
  id?: string;
  style?: CSSProperties;
}

interface UserRow {
  id: string;
  username?: string;
  realname?: string;
}

interface Option {
  value: string;
  label: string;
}

const SEARCH_DELAY_MS = 300;

/**
 * Users whose name or username matches, from GET /sys/user/list (api-contract §4.1).
 *
 * @example
 * await searchUsers('张'); // [{ value: 'u1', label: '张三 (zhangsan)' }]
 */
export async function searchUsers(keyword: string): Promise<Option[]> {
  const text = keyword.trim();
  const params: Record<string, string | number> = { pageNo: 1, pageSize: 20 };
  if (text) params.realname = `*${text}*`;
  const envelope = await http.get<unknown, ApiEnvelope<{ records?: UserRow[] } | UserRow[]>>(
    '/sys/user/list',
    {
      params,
      skipErrorHandler: true,
    },
  );
  if (!envelope.success) throw new Error(envelope.message);
  const rows = Array.isArray(envelope.result) ? envelope.result : (envelope.result?.records ?? []);
  return rows.map((u) => ({
    value: u.id,
    label: u.realname ? `${u.realname}${u.username ? ` (${u.username})` : ''}` : (u.username ?? u.id),
  }));
}

/**
 * Picks one user by typing part of a name; the value is the user's id.
 *
 * @example
 * <UserPicker value={assignee} onChange={setAssignee} initialLabel={record.assignee_dictText} />
 */
export function UserPicker({ value, onChange, initialLabel, ...rest }: UserPickerProps) {
  const { t } = useTranslation(SCHEMA_FIELDS_NS);
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  const typed = useRef('');

  const search = (keyword: string) => {
    typed.current = keyword;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const ticket = ++latest.current;
      setLoading(true);
      searchUsers(keyword)
        .then((found) => {
          if (ticket !== latest.current) return;
          setOptions(found);
          setFailed(false);
        })
        .catch(() => ticket === latest.current && setFailed(true))
        .finally(() => ticket === latest.current && setLoading(false));
    }, SEARCH_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const known = options.some((o) => o.value === value);
  const shown = value && !known && initialLabel ? [{ value, label: initialLabel }, ...options] : options;
  return (
    <Select
      {...rest}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next)}
      options={shown}
      showSearch
      allowClear
      filterOption={false}
      loading={loading}
      onSearch={search}
      // Opening lists the first users, unless the user is already typing (typing opens it too).
      onOpenChange={(open) => open && options.length === 0 && !typed.current && search('')}
      notFoundContent={failed ? t('widget.usersLoadFailed') : t('widget.noMatch')}
      placeholder={rest.placeholder ?? t('widget.searchUsers')}
    />
  );
}

export default UserPicker;
