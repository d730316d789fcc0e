import { Alert, Modal, Switch, Table, Typography, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diffRecords, shown, type FieldDiff, type Json } from './diffRecords';
import { COMPARE_NS } from './locales';

export interface CompareVersion {
  /** What the column header says (a version number). */
  label: string;
  content: Json;
}

export interface CompareModalProps {
  /** Loads the two versions; a rejection shows the failure text. */
  load: () => Promise<[CompareVersion, CompareVersion]>;
  /** Shown instead of loading (e.g. not exactly two rows selected). */
  problem?: 'pickTwo';
  onClose: () => void;
}

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; versions: [CompareVersion, CompareVersion] };

/**
 * Two versions of a record side by side, field by field, changed fields highlighted, with a switch
 * to show only the differences.
 *
 * @example
 * <CompareModal load={() => Promise.resolve([a, b])} onClose={close} />
 */
export function CompareModal({ load, problem, onClose }: CompareModalProps) {
  const { t } = useTranslation(COMPARE_NS);
  const { token } = theme.useToken();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [onlyChanged, setOnlyChanged] = useState(false);
  useEffect(() => {
    if (problem) return;
    let live = true;
    load().then(
      (versions) => live && setState({ status: 'ready', versions }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load, problem]);
  const rows = useMemo(
    () => (state.status === 'ready' ? diffRecords(state.versions[0].content, state.versions[1].content) : []),
    [state],
  );
  const changed = rows.filter((r) => r.changed).length;
  const cell = (value: unknown) => (
    <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{shown(value)}</span>
  );

  let body;
  if (problem) body = <Alert type="warning" showIcon message={t(problem)} />;
  else if (state.status === 'failed') body = <Alert type="error" showIcon message={t('failed')} />;
  else if (state.status === 'loading')
    body = <Typography.Text type="secondary">{t('loading')}</Typography.Text>;
  else {
    const [left, right] = state.versions;
    body = (
      <>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
          <Typography.Text>{t('changed', { count: changed })}</Typography.Text>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Switch size="small" checked={onlyChanged} onChange={setOnlyChanged} />
            {t('onlyChanged')}
          </label>
        </div>
        <Table<FieldDiff>
          size="small"
          rowKey="field"
          pagination={false}
          scroll={{ y: 480 }}
          dataSource={onlyChanged ? rows.filter((r) => r.changed) : rows}
          onRow={(row) => ({
            'data-changed': row.changed ? 'true' : undefined,
            style: row.changed ? { background: token.colorWarningBg } : undefined,
          })}
          columns={[
            { key: 'field', dataIndex: 'field', title: t('field'), width: 180 },
            { key: 'left', title: t('version', { v: left.label }), render: (_, row) => cell(row.left) },
            { key: 'right', title: t('version', { v: right.label }), render: (_, row) => cell(row.right) },
          ]}
        />
      </>
    );
  }
  return (
    <Modal open title={t('title')} width={900} onCancel={onClose} footer={null} destroyOnHidden>
      {body}
    </Modal>
  );
}
