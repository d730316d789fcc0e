import { App, Form, Modal, Select, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  departChoiceMade,
  getUserInfo,
  localeAtom,
  selectDepart,
  sessionAtom,
  type Depart,
} from '../../runtime/core';
import { DEPART_NS } from './locales';
import { useDepartList } from './useDepartList';

/** The department dialog's width (SPEC §9). */
export const DEPART_DIALOG_WIDTH = 450;

export interface DepartSwitcherProps {
  open: boolean;
  /** After login with several departments: no way out but choosing one. */
  forced?: boolean;
  onClose: () => void;
}

function departName(depart: Depart, locale: string): string {
  const english = depart.departNameEn;
  return locale === 'en-US' && typeof english === 'string' && english ? english : depart.departName;
}

/**
 * The department dialog (SPEC §2, §4, §5): loads the user's departments, then shows 'Department
 * selection', or 'Department switch (current department: X)' when the current one is known. A
 * department must be chosen (the select turns red otherwise); confirming posts `selectDepart(orgCode,
 * username)`, and core keeps the returned user info for 7 days. `forced` (several departments after
 * login) has no close button, no cancel and ignores Escape and the mask, and nothing is preselected.
 *
 * @example
 * <DepartSwitcher open={open} onClose={() => setOpen(false)} />
 */
export function DepartSwitcher({ open, forced = false, onClose }: DepartSwitcherProps) {
  const { t } = useTranslation(DEPART_NS);
  const { message } = App.useApp();
  const locale = useAtomValue(localeAtom);
  const username = useAtomValue(sessionAtom)?.userInfo?.username ?? getUserInfo()?.username;
  // Nothing to choose from: a forced choice is void too, or it would block the console for good.
  const departs = useDepartList(open, () => {
    if (forced) departChoiceMade();
    onClose();
  });
  const [picked, setPicked] = useState<string | null>();
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);

  const current = departs?.list.find((d) => d.orgCode === departs.current);
  // Until the user picks, switching preselects the current department; the forced choice does not.
  const selected = picked === undefined ? (forced ? undefined : current?.orgCode) : (picked ?? undefined);

  const close = () => {
    setPicked(undefined);
    setInvalid(false);
    onClose();
  };

  const confirm = async () => {
    if (!selected) {
      setInvalid(true);
      return;
    }
    setSaving(true);
    try {
      const response = await selectDepart(selected, username);
      if (!response.success) {
        void message.warning(response.message);
        return;
      }
      void message.success(t('switched'));
      departChoiceMade();
      close();
    } catch {
      // Reported by the HTTP client; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={current ? t('switchTitle', { name: departName(current, locale) }) : t('title')}
      open={open && departs !== null}
      width={DEPART_DIALOG_WIDTH}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => void confirm()}
      onCancel={close}
      closable={!forced}
      maskClosable={!forced}
      keyboard={!forced}
      cancelButtonProps={forced ? { style: { display: 'none' } } : undefined}
    >
      {forced && <Typography.Paragraph>{t('chooseAfterLogin')}</Typography.Paragraph>}
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('depart')}
          required
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? t('required') : undefined}
        >
          <Select
            aria-label={t('depart')}
            placeholder={t('placeholder')}
            value={selected}
            status={invalid ? 'error' : undefined}
            allowClear={!forced}
            onChange={(value: string | undefined) => {
              setPicked(value ?? null);
              setInvalid(!value);
            }}
            options={departs?.list.map((d) => ({ value: d.orgCode, label: departName(d, locale) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default DepartSwitcher;
