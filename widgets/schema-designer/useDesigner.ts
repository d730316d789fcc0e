// The designer's state: the stored rows, the open draft (a stored row or a new document), and the
// save and delete flows, which refresh the schema catalog and the permissions so the new module's
// pages and buttons work at once.
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPermissionsAndRoutes } from '../../runtime/core';
import { refreshDatabaseSchemas } from '../../runtime/render/schema/databaseSource';
import {
  deleteSchema,
  fetchStored,
  saveSchema,
  type SchemaIssue,
  type StoredKind,
  type StoredSchema,
} from './api';
import { recordDraft } from './localHistory';
import { DESIGNER_NS } from './locales';
import { templateOf } from './templates';

export interface Draft {
  /** The stored row being edited; absent for a new document. */
  id?: string;
  kind: StoredKind;
  text: string;
  /** The text as last saved or loaded, to tell unsaved changes. */
  savedText: string;
}

/**
 * @example
 * const { rows, draft, setText, save } = useDesigner();
 */
export function useDesigner() {
  const { t } = useTranslation(DESIGNER_NS);
  const { message } = App.useApp();
  const [rows, setRows] = useState<StoredSchema[]>([]);
  const [draft, setDraft] = useState<Draft>(() => ({
    kind: 'model',
    text: templateOf('model'),
    savedText: '',
  }));
  const [refused, setRefused] = useState<SchemaIssue[]>([]);
  const [saving, setSaving] = useState(false);

  const reload = useCallback(async () => {
    const next = await fetchStored();
    setRows(next);
    return next;
  }, []);
  useEffect(() => {
    void reload().catch(() => undefined);
  }, [reload]);

  const open = (row: StoredSchema) => {
    setRefused([]);
    setDraft({ id: row.id, kind: row.kind, text: row.content, savedText: row.content });
  };
  const start = (kind: StoredKind) => {
    setRefused([]);
    setDraft({ kind, text: templateOf(kind), savedText: '' });
  };
  const setText = (text: string) => {
    setRefused([]);
    setDraft((d) => ({ ...d, text }));
  };

  /** Saves the draft; an edited text is filed first in the local history under `name` (localHistory.ts). */
  const save = async (name: string | null = null) => {
    if (draft.text !== draft.savedText) recordDraft(name, draft.kind, draft.text);
    setSaving(true);
    try {
      const outcome = await saveSchema(draft.kind, draft.text, draft.id);
      if (!outcome.ok) {
        setRefused(outcome.issues);
        return;
      }
      void message.success(t('saved'));
      // The catalog and the codes first: the preview of the saved draft needs them.
      await Promise.all([reload(), refreshDatabaseSchemas(), loadPermissionsAndRoutes()]);
      const { row } = outcome;
      setDraft({ id: row.id, kind: row.kind, text: row.content, savedText: row.content });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!draft.id) return;
    await deleteSchema(draft.id);
    void message.success(t('deleted'));
    start(draft.kind);
    await Promise.all([reload(), refreshDatabaseSchemas(), loadPermissionsAndRoutes()]);
  };

  /** After documents were saved elsewhere (a new module): the list, the catalog and the codes again. */
  const refresh = async () => {
    await Promise.all([reload(), refreshDatabaseSchemas(), loadPermissionsAndRoutes()]);
  };

  return { rows, draft, refused, saving, open, start, setText, save, remove, refresh };
}
