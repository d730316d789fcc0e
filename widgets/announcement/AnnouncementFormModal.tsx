import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullscreenTitle, useModalFullscreen } from '../bell/modalFullscreen';
import { saveAnnouncement } from './api';
import { AnnouncementFormFields } from './AnnouncementFormFields';
import { toFormValues, toPayload, type AnnouncementFormValues } from './formValues';
import { ANNOUNCEMENT_NS } from './locales';
import type { AnnouncementRecord } from './types';

export interface AnnouncementFormModalProps {
  open: boolean;
  /** The announcement being edited; null adds a new one. */
  record: AnnouncementRecord | null;
  onClose: () => void;
  /** After the server accepted the save. */
  onSaved: () => void;
}

/**
 * The add / edit form in a modal, 60% wide with a fullscreen toggle (SPEC §9). The server's answer is
 * shown as it comes: its success text, or its refusal naming the field.
 *
 * @example
 * <AnnouncementFormModal open={open} record={editing} onClose={close} onSaved={list.reload} />
 */
export function AnnouncementFormModal({ open, record, onClose, onSaved }: AnnouncementFormModalProps) {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<AnnouncementFormValues>();
  const { fullscreen, toggle, modalProps } = useModalFullscreen();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const envelope = await saveAnnouncement(toPayload(values, record?.id));
      if (envelope.success) {
        void message.success(envelope.message);
        onSaved();
        onClose();
      } else {
        void message.warning(envelope.message);
      }
    } catch {
      // The error catalogue has shown the server's message (a 4xx names the field).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      {...modalProps}
      title={
        <FullscreenTitle
          title={t(record ? 'form.editTitle' : 'form.addTitle')}
          fullscreen={fullscreen}
          onToggle={toggle}
        />
      }
      okText={t('form.save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Form
        key={record?.id ?? 'new'}
        form={form}
        name="announcement"
        layout="vertical"
        initialValues={toFormValues(record)}
        scrollToFirstError
      >
        <AnnouncementFormFields />
      </Form>
    </Modal>
  );
}
