// antd's message and modal with context (theme, locale) inside an <App>; the static ones elsewhere, so
// a widget rendered on its own (a story, a test) still reports instead of crashing.
import { App, Modal, message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';

/**
 * `message` and `modal` for feedback from schema pages and widgets.
 *
 * @example
 * const { message, modal } = useFeedback();
 * void message.success('Saved');
 */
export function useFeedback(): { message: MessageInstance; modal: Pick<HookAPI, 'confirm'> } {
  const app = App.useApp();
  const inApp = typeof (app.message as Partial<MessageInstance>).success === 'function';
  return inApp
    ? { message: app.message, modal: app.modal }
    : { message: staticMessage, modal: { confirm: Modal.confirm } as Pick<HookAPI, 'confirm'> };
}
