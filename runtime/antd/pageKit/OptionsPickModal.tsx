// The `options` picker of a `pick` action: checkboxes read from one API (a department's roles), ticked
// where a second read lists them (the roles the row already holds). OK hands back the ticked keys and
// the keys ticked before, so the action can send the difference JeecgBoot's assignment calls take.
import { Alert, Button, Checkbox, Empty, Modal, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAction } from '../../core';
import { SCHEMA_NS } from '../../render/locales';
import type { PickSource } from '../../render/schemaLite';

/** A source with its params evaluated. */
export type LoadedSource = Omit<PickSource, 'params'> & { params: Record<string, unknown> };

export interface OptionsPickModalProps {
  open: boolean;
  title?: string;
  options: LoadedSource;
  current?: LoadedSource;
  /** Resolves once the caller has saved; the modal stays busy meanwhile. */
  onOk: (keys: string[], before: string[]) => unknown;
  onCancel: () => void;
}

type Row = Record<string, unknown>;

/** The rows of a read: an array, or a page's `records`. */
async function rowsOf(source: LoadedSource): Promise<Row[]> {
  const envelope = await getAction<unknown>(source.api, source.params);
  if (!envelope.success) throw new Error(envelope.message);
  const result = envelope.result as Row[] | { records?: Row[] } | null;
  return Array.isArray(result) ? result : (result?.records ?? []);
}

const keyOf = (row: Row, field: string) => String(row[field] ?? '');

interface Loaded {
  choices: { value: string; label: string }[];
  before: string[];
}

function useChoices(options: LoadedSource, current?: LoadedSource) {
  // The sources are evaluated once, when the action runs; `attempt` reads them again after a failure.
  const [sources] = useState({ options, current });
  const [state, setState] = useState<{ loaded?: Loaded; error?: string }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const { options: from, current: held } = sources;
    setState({});
    Promise.all([rowsOf(from), held ? rowsOf(held) : Promise.resolve([])])
      .then(([rows, heldRows]) => {
        if (!live) return;
        const choices = rows.map((row) => ({
          value: keyOf(row, from.valueField),
          label: keyOf(row, from.labelField ?? from.valueField),
        }));
        const before = held ? heldRows.map((row) => keyOf(row, held.valueField)).filter(Boolean) : [];
        setState({ loaded: { choices, before } });
      })
      .catch((e: unknown) => live && setState({ error: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [attempt, sources]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/**
 * Checkboxes from an API, saved as the ticked keys and the keys ticked before.
 *
 * @example
 * <OptionsPickModal open options={{ api: '/sys/sysDepartRole/getDeptRoleList', params: { departId },
 *   valueField: 'id', labelField: 'roleName' }} onOk={save} onCancel={close} />
 */
export function OptionsPickModal({ open, title, options, current, onOk, onCancel }: OptionsPickModalProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const { loaded, error, retry } = useChoices(options, current);
  const [ticked, setTicked] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const keys = ticked ?? loaded?.before ?? [];
  const all = loaded?.choices.map((c) => c.value) ?? [];

  const body = error ? (
    <Alert
      type="error"
      showIcon
      message={error}
      action={<Button onClick={retry}>{t('list.retry')}</Button>}
    />
  ) : !loaded ? (
    <Spin />
  ) : loaded.choices.length === 0 ? (
    <Empty description={t('list.empty')} />
  ) : (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Checkbox
        checked={keys.length === all.length}
        indeterminate={keys.length > 0 && keys.length < all.length}
        onChange={(e) => setTicked(e.target.checked ? all : [])}
      >
        {t('list.pickAll')}
      </Checkbox>
      <Checkbox.Group
        value={keys}
        onChange={(values) => setTicked(values.map(String))}
        options={loaded.choices}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      />
    </Space>
  );

  return (
    <Modal
      open={open}
      title={title}
      destroyOnHidden
      okButtonProps={{ disabled: !loaded, loading: saving }}
      onCancel={onCancel}
      onOk={async () => {
        setSaving(true);
        try {
          await onOk(keys, loaded?.before ?? []);
        } finally {
          setSaving(false);
        }
      }}
    >
      {body}
    </Modal>
  );
}

export default OptionsPickModal;
