// The versions of the open stored document: who saved each and when, with its note; two picked versions
// compared line by line; a rollback (with a note) saves an old version as the next one, through the
// server's checks and the data-loss confirmation like any save.
import { App, Button, Drawer, Empty, Input, List, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredSchema } from '../api';
import { fetchVersion, fetchVersions, rollback, type DataLoss, type VersionInfo } from './api';
import { DataLossModal } from './DataLossModal';
import { DiffView } from './DiffView';
import { HISTORY_NS } from './locales';

export interface HistoryDrawerProps {
  /** The stored document whose versions are shown; the drawer is open while set. */
  target: { id: string; name: string } | null;
  canRollback: boolean;
  onClose: () => void;
  /** After a rollback: the document as now stored. */
  onRolledBack: (row: StoredSchema) => void;
}

/** The texts of the two compared versions, keyed by their numbers. */
function useCompared(id: string | undefined, from?: number, to?: number) {
  const [texts, setTexts] = useState<{ key: string; before: string; after: string } | null>(null);
  useEffect(() => {
    if (!id || from === undefined || to === undefined) return;
    let live = true;
    void Promise.all([fetchVersion(id, from), fetchVersion(id, to)]).then(([a, b]) => {
      if (live) setTexts({ key: `${from}:${to}`, before: a.content, after: b.content });
    });
    return () => {
      live = false;
    };
  }, [id, from, to]);
  return texts?.key === `${from}:${to}` ? texts : null;
}

/**
 * @example
 * <HistoryDrawer target={{ id, name }} canRollback onClose={close} onRolledBack={designer.open} />
 */
export function HistoryDrawer({ target, canRollback, onClose, onRolledBack }: HistoryDrawerProps) {
  const { t } = useTranslation(HISTORY_NS);
  const { message } = App.useApp();
  const [versions, setVersions] = useState<VersionInfo[]>([]);
  const [pair, setPair] = useState<{ from?: number; to?: number }>({});
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<{ version: number; losses: DataLoss[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = target?.id;

  const load = useCallback(async () => {
    if (!id) return;
    const list = await fetchVersions(id);
    setVersions(list);
    setPair({ from: list[1]?.version ?? list[0]?.version, to: list[0]?.version });
  }, [id]);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  const compared = useCompared(id, pair.from, pair.to);

  const roll = async (version: number, confirmDataLoss?: string[]) => {
    if (!id) return;
    setBusy(true);
    try {
      const outcome = await rollback(id, version, { note: note.trim() || undefined, confirmDataLoss });
      if (!outcome.ok) {
        if (outcome.dataLoss.length > 0) setPending({ version, losses: outcome.dataLoss });
        else void message.error(t('refused', { message: outcome.message }));
        return;
      }
      setPending(null);
      setNote('');
      void message.success(t('rolledBack', { version: outcome.result.version }));
      onRolledBack(outcome.result);
      await load();
    } finally {
      setBusy(false);
    }
  };

  const options = versions.map((v) => ({
    value: v.version,
    label: t('versionLabel', { version: v.version }),
  }));
  return (
    <Drawer
      open={target !== null}
      title={t('historyTitle', { name: target?.name ?? '' })}
      width={760}
      onClose={onClose}
      destroyOnHidden
    >
      {versions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('versionsEmpty')} />
      ) : (
        <List
          size="small"
          dataSource={versions}
          renderItem={(v, index) => (
            <List.Item
              actions={
                index > 0 && canRollback
                  ? [
                      <Popconfirm
                        key="rollback"
                        title={t('rollbackConfirm', { version: v.version })}
                        description={
                          <Input
                            size="small"
                            aria-label={t('rollbackNote')}
                            placeholder={t('rollbackNote')}
                            maxLength={200}
                            value={note}
                            onChange={(e) => setNote(e.target.value)}
                          />
                        }
                        onConfirm={() => roll(v.version)}
                      >
                        <Button size="small" loading={busy}>
                          {t('rollback')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <Space size={6}>
                    {t('versionLabel', { version: v.version })}
                    {index === 0 && <Tag color="blue">{t('current')}</Tag>}
                  </Space>
                }
                description={
                  <Space direction="vertical" size={0}>
                    <Typography.Text type="secondary">
                      {t('versionMeta', { who: v.createBy ?? '', when: v.createTime ?? '' })}
                    </Typography.Text>
                    <Typography.Text>{v.note ?? t('noNote')}</Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
      {versions.length > 1 && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
          <Typography.Text type="secondary">{t('compareHint')}</Typography.Text>
          <Space>
            <Select
              aria-label={t('compareFrom')}
              size="small"
              style={{ width: 140 }}
              options={options}
              value={pair.from}
              onChange={(from: number) => setPair((p) => ({ ...p, from }))}
            />
            →
            <Select
              aria-label={t('compareTo')}
              size="small"
              style={{ width: 140 }}
              options={options}
              value={pair.to}
              onChange={(to: number) => setPair((p) => ({ ...p, to }))}
            />
          </Space>
          {compared && <DiffView before={compared.before} after={compared.after} />}
        </Space>
      )}
      <DataLossModal
        losses={pending?.losses ?? []}
        saving={busy}
        onConfirm={() =>
          pending &&
          void roll(
            pending.version,
            pending.losses.map((l) => l.field),
          )
        }
        onCancel={() => setPending(null)}
      />
    </Drawer>
  );
}
