import { Button, notification } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFY_DURATION_S } from '../../runtime/core';
import type { SocketMessage } from '../../runtime/core/live';
import { BELL_NS } from './locales';

let popupCounter = 0;

/**
 * The '消息提醒' pop-up at bottom right (SPEC §2): the pushed message's text and a '查看详情' button
 * that closes it and calls `onDetails` with the announcement id. Render `holder` once; the pop-ups get
 * the console's theme and locale through it.
 *
 * @example
 * const { popup, holder } = useMessagePopup((id) => openById(id));
 * popup({ cmd: 'user', msgId: 'a1', msgTxt: '系统升级通知' });
 */
export function useMessagePopup(onDetails: (msgId: string) => void) {
  const { t } = useTranslation(BELL_NS);
  const [api, holder] = notification.useNotification({ placement: 'bottomRight' });

  const popup = useCallback(
    (message: SocketMessage) => {
      popupCounter += 1;
      const key = `notice-popup-${popupCounter}`;
      const { msgId } = message;
      api.open({
        key,
        message: t('popupTitle'),
        description: typeof message.msgTxt === 'string' ? message.msgTxt : undefined,
        placement: 'bottomRight',
        duration: NOTIFY_DURATION_S,
        actions: msgId ? (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              api.destroy(key);
              onDetails(String(msgId));
            }}
          >
            {t('viewDetails')}
          </Button>
        ) : undefined,
      });
    },
    [api, t, onDetails],
  );

  return { popup, holder };
}
