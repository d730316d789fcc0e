// The "local history" button of the designer's editor: the drafts this browser saved of the open
// document (localHistory.ts), newest first; choosing one puts its text into the editor, unsaved.
import { HistoryOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearDrafts, draftsOf } from './localHistory';
import { DESIGNER_NS } from './locales';

const CLEAR_KEY = 'clear';

export interface LocalHistoryProps {
  /** The open document's name (null while unknown). */
  name: string | null;
  /** Puts a recorded text into the editor. */
  onRestore: (text: string) => void;
}

/**
 * @example
 * <LocalHistory name={check.name} onRestore={designer.setText} />
 */
export function LocalHistory({ name, onRestore }: LocalHistoryProps) {
  const { t } = useTranslation(DESIGNER_NS);
  const { message } = App.useApp();
  // Read when the menu opens: a save made since then is listed.
  const [drafts, setDrafts] = useState(() => draftsOf(name));
  const timeOf = (date: number) => dayjs(date).format('YYYY-MM-DD HH:mm:ss');
  const items: MenuProps['items'] =
    drafts.length === 0
      ? [{ key: 'none', label: t('localHistoryEmpty'), disabled: true }]
      : [
          ...drafts.map((draft, index) => ({
            key: String(index),
            label: t('localHistoryItem', { time: timeOf(draft.date), size: draft.str.length }),
          })),
          { type: 'divider' as const },
          { key: CLEAR_KEY, danger: true, label: t('localHistoryClear') },
        ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === CLEAR_KEY) {
      clearDrafts(name);
      setDrafts([]);
      return;
    }
    const draft = drafts[Number(key)];
    if (!draft) return;
    onRestore(draft.str);
    void message.info(t('localHistoryRestored', { time: timeOf(draft.date) }));
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick }}
      onOpenChange={(open) => open && setDrafts(draftsOf(name))}
    >
      <Tooltip title={t('localHistoryHint')}>
        <Button size="small" icon={<HistoryOutlined />}>
          {t('localHistory')}
        </Button>
      </Tooltip>
    </Dropdown>
  );
}
