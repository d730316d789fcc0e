// The "Versions" button of the open stored document and its drawer (HistoryDrawer.tsx).
import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredSchema } from '../api';
import { HistoryDrawer } from './HistoryDrawer';
import { HISTORY_NS } from './locales';

export interface HistoryButtonProps {
  id: string;
  name: string;
  canRollback: boolean;
  onRolledBack: (row: StoredSchema) => void;
}

/**
 * @example
 * <HistoryButton id={draft.id} name={check.name} canRollback onRolledBack={designer.refresh} />
 */
export function HistoryButton({ id, name, canRollback, onRolledBack }: HistoryButtonProps) {
  const { t } = useTranslation(HISTORY_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        {t('history')}
      </Button>
      <HistoryDrawer
        target={open ? { id, name } : null}
        canRollback={canRollback}
        onClose={() => setOpen(false)}
        onRolledBack={onRolledBack}
      />
    </>
  );
}
