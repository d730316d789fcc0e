// Several users as a form field (JeecgBoot's JSelectUser): the picked users as tags and a button that
// opens the user select modal. The value is a list of ids, or one comma-joined string with `joined`;
// a stored value's names come from GET /sys/user/queryByIds.
import { Button, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http, type ApiEnvelope } from '../../core';
import type { FieldWidgetProps } from '../../render';
import { SCHEMA_NS } from '../../render/locales';
import { joinPicked, splitJoined } from './joined';
import { UserSelectModal, type PickedUser } from './UserSelectModal';

export interface UserSelectProps extends FieldWidgetProps<string | string[] | undefined> {
  /** The value is one comma-joined string. */
  joined?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * Names of users by id (active users only; others show their id).
 *
 * @example
 * await namesOf(['u1']); // Map { 'u1' => '张伟' }
 */
export async function namesOf(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const envelope = await http.get<unknown, ApiEnvelope<PickedUser[]>>('/sys/user/queryByIds', {
    params: { userIds: ids.join(',') },
    skipErrorHandler: true,
  });
  const rows = envelope.success ? (envelope.result ?? []) : [];
  return new Map(rows.map((u) => [u.id, u.realname || u.username || u.id]));
}

/**
 * A multiple-user field.
 *
 * @example
 * <UserSelect joined value="u1,u2" onChange={setUsers} />
 */
export function UserSelect({ value, onChange, joined, disabled, id }: UserSelectProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const ids = splitJoined(value);
  const key = ids.join(',');

  useEffect(() => {
    const missing = key.split(',').filter((i) => i && !names.has(i));
    if (missing.length === 0) return;
    let live = true;
    void namesOf(missing).then((found) => live && setNames((prev) => new Map([...prev, ...found])));
    return () => {
      live = false;
    };
  }, [key, names]);

  const change = (next: string[]) => onChange?.(joinPicked(next, joined));
  return (
    <Space wrap id={id}>
      {ids.map((userId) => (
        <Tag
          key={userId}
          closable={!disabled}
          onClose={() => change(ids.filter((other) => other !== userId))}
        >
          {names.get(userId) ?? userId}
        </Tag>
      ))}
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)}>
        {t('list.pickUsers')}
      </Button>
      <UserSelectModal
        open={open}
        excludeIds={ids}
        onCancel={() => setOpen(false)}
        onOk={(picked, users) => {
          setNames(
            (prev) =>
              new Map([...prev, ...users.map((u) => [u.id, u.realname || u.username || u.id] as const)]),
          );
          change([...ids, ...picked]);
          setOpen(false);
        }}
      />
    </Space>
  );
}

export default UserSelect;
