import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearSessionData, getUiProviders, LOGIN_PATH, updatePassword } from '../../runtime/core';
import { PASSWORD_NS } from './locales';

/** The password dialog's width (SPEC §9). */
export const PASSWORD_DIALOG_WIDTH = 800;

interface PasswordValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

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
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const response = await updatePassword({ username, ...values });
      if (!response.success) {
        void message.warning(response.message || t('failed'));
        return;
      }
      form.resetFields();
      onClose();
      // A notification, not a message: it must outlive the layout, which unmounts on the way to login.
      getUiProviders().notification.open({
        type: 'success',
        message: response.message || t('changed'),
        description: t('signInAgain'),
      });
      clearSessionData();
      navigate(LOGIN_PATH, { replace: true });
    } catch {
      // The HTTP client has already shown the error; the dialog stays open for another try.
    } finally {
      setSaving(false);
    }
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
        <Form.Item
          name="oldpassword"
          label={t('oldPassword')}
          rules={[{ required: true, message: t('oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('newPassword')}
          rules={[{ required: true, message: t('newRequired') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: unknown) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default PasswordDialog;
