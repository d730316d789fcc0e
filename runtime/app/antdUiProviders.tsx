import { ConfigProvider, Modal, notification } from 'antd';
import {
  getCoreStore,
  getLocale,
  primaryColorAtom,
  type DialogProvider,
  type NotificationProvider,
} from '../core';
import { ANTD_LOCALES } from './antdLocales';

// Static antd functions render outside the app's tree; holderRender gives them the current locale
// and primary colour (and silences antd's "static function can not consume context" warning).
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider
      locale={ANTD_LOCALES[getLocale()]}
      theme={{ token: { colorPrimary: getCoreStore().get(primaryColorAtom) } }}
    >
      {children}
    </ConfigProvider>
  ),
});

/** antd's notification as core's NotificationProvider. */
export const notificationProvider: NotificationProvider = {
  open: ({ key, type, message, description, duration }) =>
    notification.open({ key, type, message, description, duration }),
  close: (key) => notification.destroy(key),
};

/** antd's Modal as core's DialogProvider. */
export const dialogProvider: DialogProvider = {
  confirm: ({ title, content, okText, cancelText, onOk }) => {
    Modal.confirm({ title, content, okText, cancelText, onOk });
  },
  info: ({ title, content, okText, onOk }) => {
    Modal.info({ title, content, okText, onOk });
  },
  error: ({ title, content, okText, onOk }) => {
    Modal.error({ title, content, okText, onOk });
  },
};
