// "New module": a name and a label in both languages, the fields chosen in the fields table (with
// list, form and search), then the model and its list, form and modal pages saved in order. Nothing
// here is typed as JSON; the saved documents open in the designer like any other.
import { Alert, App, Form, Input, Modal, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkModuleName, draftModule } from './draftModule';
import { checkRows } from './fieldChecks';
import type { FieldRow } from './fieldRows';
import { FieldsTable } from './FieldsTable';
import { FIELDS_NS } from './locales';
import { modelNames } from './modelNames';
import { saveModule, type SavedIds } from './saveModule';

export interface NewModuleDialogProps {
  open: boolean;
  storedModels: readonly string[];
  onClose: () => void;
  /** After the whole module is saved: the designer reloads its list and the catalogs. */
  onSaved: () => Promise<void> | void;
}

/**
 * @example
 * <NewModuleDialog open={open} storedModels={names} onClose={() => setOpen(false)} onSaved={reload} />
 */
export function NewModuleDialog({ open, storedModels, onClose, onSaved }: NewModuleDialogProps) {
  const { t } = useTranslation(FIELDS_NS);
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [labelZh, setLabelZh] = useState('');
  const [labelEn, setLabelEn] = useState('');
  const [rows, setRows] = useState<FieldRow[]>([]);
  const [saved, setSaved] = useState<SavedIds>({});
  const [refused, setRefused] = useState<{ doc: string; texts: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const models = useMemo(() => modelNames(storedModels, [name]), [storedModels, name]);
  const taken = useMemo(
    () => new Set(saved.model ? [] : storedModels.concat(modelNames([]))),
    [storedModels, saved],
  );
  const nameIssue = name === '' ? undefined : checkModuleName(name, taken);
  const issues = useMemo(() => checkRows(rows, new Set(models)), [rows, models]);
  const ready =
    name !== '' && !nameIssue && labelZh !== '' && labelEn !== '' && rows.length > 0 && issues.length === 0;

  const save = async () => {
    setSaving(true);
    try {
      const outcome = await saveModule(draftModule({ name, labelZh, labelEn }, rows), saved);
      setSaved(outcome.saved);
      if (!outcome.ok) {
        setRefused({ doc: outcome.doc, texts: outcome.issues.map((i) => `${i.pointer} ${i.message}`) });
        return;
      }
      setRefused(null);
      void message.success(t('moduleSaved'));
      await onSaved();
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('moduleTitle')}
      width={1280}
      okText={t('moduleSave')}
      okButtonProps={{ disabled: !ready, loading: saving }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Form layout="inline">
          <Form.Item
            label={t('moduleName')}
            required
            validateStatus={nameIssue ? 'error' : undefined}
            help={nameIssue ? t(nameIssue) : t('moduleNameHint')}
          >
            <Input
              value={name}
              disabled={saved.model !== undefined}
              onChange={(e) => setName(e.target.value.trim())}
            />
          </Form.Item>
          <Form.Item label={t('moduleLabelZh')} required>
            <Input value={labelZh} onChange={(e) => setLabelZh(e.target.value)} />
          </Form.Item>
          <Form.Item label={t('moduleLabelEn')} required>
            <Input value={labelEn} onChange={(e) => setLabelEn(e.target.value)} />
          </Form.Item>
        </Form>
        <FieldsTable
          rows={rows}
          onChange={setRows}
          models={models}
          issues={issues}
          pages={{ list: true, form: true }}
        />
        {rows.length === 0 && <Alert type="info" showIcon message={t('moduleNoFields')} />}
        {refused && (
          <Alert
            type="error"
            showIcon
            message={t('moduleRefused', { doc: refused.doc })}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {refused.texts.map((text, i) => (
                  <li key={i}>{text}</li>
                ))}
              </ul>
            }
          />
        )}
      </Space>
    </Modal>
  );
}
