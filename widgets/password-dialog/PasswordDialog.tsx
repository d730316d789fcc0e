import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_NS } from './locales';
import { PasswordFields } from './PasswordFields';
import { usePasswordChange, type PasswordValues } from './usePasswordChange';

/** The password dialog's width (SPEC §9). */
export const PASSWORD_DIALOG_WIDTH = 800;

export interface PasswordDialogProps {
  open: boolean;
  /** The signed-in user's name; the shell opens the dialog only when there is one (SPEC §4). */
  username: string;
  onClose: () => void;
}

/**
 * The 'Change password' dialog (SPEC §4–5, §8): old password, new password and its confirmation, each
 * required, the confirmation equal to the new one. It posts `updatePassword({username, oldpassword,
 * password, confirmpassword})`; a refusal shows the server's message as a warning and keeps the dialog
 * open. On success it closes with the success message; the server has ended every session of the user,
 * so it forgets the local session and goes to the login page.
 *
 * @example
 * <PasswordDialog open={open} username="admin" onClose={() => setOpen(false)} />
 */
export function PasswordDialog({ open, username, onClose }: PasswordDialogProps) {
  const { t } = useTranslation(PASSWORD_NS);
  const [form] = Form.useForm<PasswordValues>();
  const { saving, change } = usePasswordChange(username);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !(await change(values))) return;
    form.resetFields();
    onClose();
  };

  const cancel = () => {
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      title={t('title')}
      open={open}
      width={PASSWORD_DIALOG_WIDTH}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={cancel}
    >
      <Form
        form={form}
        name="password-change"
        labelCol={{ sm: { span: 5 } }}
        wrapperCol={{ sm: { span: 16 } }}
      >
        <PasswordFields />
      </Form>
    </Modal>
  );
}

export default PasswordDialog;
