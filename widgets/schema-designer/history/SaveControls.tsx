// The designer's save: a note for the version it writes, and the data-loss confirmation when the server
// answers that the save would stop using or narrow stored columns (nothing is written until confirmed).
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataLoss, SaveExtras } from './api';
import { DataLossModal } from './DataLossModal';
import { HISTORY_NS } from './locales';

/** What a save answered: the fields it waits on when it was refused for data loss. */
export interface SaveResult {
  ok: boolean;
  dataLoss?: readonly DataLoss[];
}

export interface SaveControlsProps {
  label: string;
  saving: boolean;
  onSave: (extras: SaveExtras) => Promise<SaveResult | undefined>;
}

/**
 * @example
 * <SaveControls label={t('save')} saving={designer.saving} onSave={(x) => designer.save(name, x)} />
 */
export function SaveControls({ label, saving, onSave }: SaveControlsProps) {
  const { t } = useTranslation(HISTORY_NS);
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<readonly DataLoss[]>([]);
  const save = async (confirmDataLoss?: string[]) => {
    const result = await onSave({ note: note.trim() || undefined, confirmDataLoss });
    setPending(result && !result.ok ? (result.dataLoss ?? []) : []);
    if (result?.ok) setNote('');
  };
  return (
    <Space.Compact size="small">
      <Input
        size="small"
        aria-label={t('note')}
        placeholder={t('notePlaceholder')}
        maxLength={200}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        style={{ width: 180 }}
      />
      <Button size="small" type="primary" loading={saving} onClick={() => void save()}>
        {label}
      </Button>
      <DataLossModal
        losses={pending}
        saving={saving}
        onConfirm={() => void save(pending.map((l) => l.field))}
        onCancel={() => setPending([])}
      />
    </Space.Compact>
  );
}
