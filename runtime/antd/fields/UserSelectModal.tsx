// JeecgBoot's user select modal: search by username or name, page through active users
// (GET /sys/user/queryUserComponentData, which any signed-in user may read) and tick several; the
// ticks survive paging and searching, and users already assigned (`excludeIds`) cannot be ticked again.
import { Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http, type ApiEnvelope } from '../../core';
import { SCHEMA_NS } from '../../render/locales';
import { SCHEMA_FIELDS_NS } from '../../render/locales/fields';

export interface PickedUser {
  id: string;
  username?: string;
  realname?: string;
}

export interface UserSelectModalProps {
  open: boolean;
  title?: string;
  /** Several users (default) or one. */
  multiple?: boolean;
  /** Users that cannot be picked (already members). */
  excludeIds?: string[];
  /** Resolves to keep the modal busy while the caller saves; a rejection leaves it open. */
  onOk: (ids: string[], users: PickedUser[]) => unknown;
  onCancel: () => void;
}

interface Page {
  records: PickedUser[];
  total: number;
}

const PAGE_SIZE = 10;

/** One page of users matching `keyword` in the username or the name (`*` wildcards both sides). */
export async function fetchUserPage(
  keyword: string,
  pageNo: number,
  by: 'username' | 'realname',
): Promise<Page> {
  const params: Record<string, string | number> = { pageNo, pageSize: PAGE_SIZE };
  if (keyword.trim()) params[by] = `*${keyword.trim()}*`;
  const envelope = await http.get<unknown, ApiEnvelope<Page>>('/sys/user/queryUserComponentData', {
    params,
    skipErrorHandler: true,
  });
  if (!envelope.success) throw new Error(envelope.message);
  return { records: envelope.result?.records ?? [], total: envelope.result?.total ?? 0 };
}

/**
 * A modal to pick users.
 *
 * @example
 * <UserSelectModal open onOk={(ids) => save(ids)} onCancel={close} />
 */
export function UserSelectModal({
  open,
  title,
  multiple = true,
  excludeIds,
  onOk,
  onCancel,
}: UserSelectModalProps) {
  const { t } = useTranslation(SCHEMA_FIELDS_NS);
  const [keyword, setKeyword] = useState('');
  const [by, setBy] = useState<'username' | 'realname'>('username');
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<Page>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const [picked, setPicked] = useState<Map<string, PickedUser>>(new Map());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    fetchUserPage(keyword, pageNo, by)
      .then((next) => live && (setPage(next), setError(undefined)))
      .catch((err: Error) => live && setError(err.message || t('widget.usersLoadFailed')))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [by, keyword, open, pageNo, t]);

  const toggle = useCallback(
    (rows: PickedUser[], selected: boolean) =>
      setPicked((prev) => {
        const next = new Map(multiple ? prev : []);
        rows.forEach((row) => (selected ? next.set(row.id, row) : next.delete(row.id)));
        return next;
      }),
    [multiple],
  );

  const ok = async () => {
    setSaving(true);
    try {
      await onOk([...picked.keys()], [...picked.values()]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title ?? t(`${SCHEMA_NS}:list.pickUsers`)}
      width={720}
      onOk={() => void ok()}
      onCancel={onCancel}
      okButtonProps={{ disabled: picked.size === 0, loading: saving }}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input.Search
            data-testid="user-select-search"
            allowClear
            placeholder={t('widget.searchUsers')}
            onSearch={(text) => {
              // An all-ASCII word is most likely a username, anything else a name.
              setBy(/^[\x21-\x7e]*$/.test(text.trim()) ? 'username' : 'realname');
              setKeyword(text);
              setPageNo(1);
            }}
          />
        </Space.Compact>
        {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
        <Table<PickedUser>
          size="small"
          rowKey="id"
          loading={loading}
          dataSource={page.records}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: page.total,
            showSizeChanger: false,
            onChange: setPageNo,
          }}
          rowSelection={{
            type: multiple ? 'checkbox' : 'radio',
            selectedRowKeys: [...picked.keys()],
            getCheckboxProps: (row) => ({ disabled: excludeIds?.includes(row.id) ?? false }),
            onSelect: (row, selected) => toggle([row], selected),
            onSelectAll: (selected, _rows, changed) => toggle(changed, selected),
          }}
          onRow={(row) => ({
            onClick: () => !excludeIds?.includes(row.id) && toggle([row], !picked.has(row.id)),
          })}
          columns={[
            { dataIndex: 'username', title: t('widget.username') },
            { dataIndex: 'realname', title: t('widget.realname') },
          ]}
        />
        <div data-testid="user-select-picked">
          {[...picked.values()].map((u) => (
            <Tag key={u.id} closable onClose={() => toggle([u], false)}>
              {u.realname || u.username}
            </Tag>
          ))}
        </div>
      </Space>
    </Modal>
  );
}

export default UserSelectModal;
