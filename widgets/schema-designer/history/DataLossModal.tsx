// The changes a save would make that could lose data, shown before anything is written; saving goes
// on only through the explicit confirmation (the server refuses the save until the fields are named).
import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataLoss } from './api';
import { HISTORY_NS } from './locales';

const CHANGE_KEY = {
  removed: 'dataLossRemoved',
  typeNarrowed: 'dataLossTypeNarrowed',
  maxLengthLowered: 'dataLossMaxLengthLowered',
} as const;

export interface DataLossModalProps {
  /** The losses waiting for a confirmation; the modal is open while there are any. */
  losses: readonly DataLoss[];
  saving?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * @example
 * <DataLossModal losses={pending} onConfirm={() => save(pending)} onCancel={() => setPending([])} />
 */
export function DataLossModal({ losses, saving, onConfirm, onCancel }: DataLossModalProps) {
  const { t } = useTranslation(HISTORY_NS);
  return (
    <Modal
      open={losses.length > 0}
      title={t('dataLossTitle')}
      okText={t('dataLossConfirm')}
      okButtonProps={{ danger: true, loading: saving }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t('dataLossIntro')} style={{ marginBottom: 12 }} />
      <ul data-testid="designer-data-loss" style={{ paddingInlineStart: 20, margin: 0 }}>
        {losses.map((loss) => (
          <li key={`${loss.field}:${loss.change}`}>
            <Typography.Text>{t(CHANGE_KEY[loss.change], { ...loss })}</Typography.Text>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
