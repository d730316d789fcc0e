// The designer's state: the stored rows, the open draft (a stored row or a new document) with, for a
// stored model, its list and form pages (fields/companionPages.ts), and the save and delete flows,
// which refresh the schema catalog and the permissions so the new module's pages and buttons work at
// once.
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPermissionsAndRoutes } from '../../runtime/core';
import { refreshDatabaseSchemas } from '../../runtime/render/schema/databaseSource';
import {
  deleteSchema,
  fetchStored,
  saveSchema,
  saveSchemas,
  type SchemaIssue,
  type StoredKind,
  type StoredSchema,
} from './api';
import { companionPages, unsavedPage, type CompanionPage, type PagePart } from './fields/companionPages';
import type { SaveExtras } from './history/api';
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
  const [pages, setPages] = useState<CompanionPage[]>([]);

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
    setPages(row.kind === 'model' ? companionPages(rows, row.name) : []);
  };
  const start = (kind: StoredKind) => {
    setRefused([]);
    setDraft({ kind, text: templateOf(kind), savedText: '' });
    setPages([]);
  };
  const setText = (text: string) => {
    setRefused([]);
    setDraft((d) => ({ ...d, text }));
  };
  /** The model's text and its pages' (the fields table writes them together). */
  const setTexts = (text: string, edited: Partial<Record<PagePart, string>>) => {
    setText(text);
    setPages((all) => all.map((p) => ({ ...p, text: edited[p.part] ?? p.text })));
  };
  const unsaved = draft.text !== draft.savedText || pages.some(unsavedPage);

  /**
   * Saves the draft; with edited pages of a stored model, the model and those pages as one change
   * (each checked against the others, all saved or none). An edited text is filed first in the local
   * history under `name` (localHistory.ts).
   */
  const save = async (name: string | null = null, extras: SaveExtras = {}) => {
    if (draft.text !== draft.savedText) recordDraft(name, draft.kind, draft.text);
    const edited = pages.filter(unsavedPage);
    setSaving(true);
    try {
      if (draft.id === undefined || edited.length === 0) {
        const outcome = await saveSchema(draft.kind, draft.text, draft.id, extras);
        if (!outcome.ok) {
          setRefused(outcome.issues);
          return outcome;
        }
        await afterSave(outcome.row);
        return outcome;
      }
      for (const page of edited) recordDraft(page.name, 'page', page.text);
      // An unchanged model gets no version that changes nothing.
      const model = draft.text === draft.savedText ? [] : [{ id: draft.id, content: draft.text }];
      const outcome = await saveSchemas(
        [...model, ...edited.map((p) => ({ id: p.id, content: p.text }))],
        extras,
      );
      if (!outcome.ok) {
        setRefused(outcome.issues);
        return outcome;
      }
      await afterSave(outcome.rows.find((r) => r.id === draft.id));
      return outcome;
    } finally {
      setSaving(false);
    }
  };

  /** The rows, catalog and codes again (the preview of the saved draft needs them), the draft as saved. */
  const afterSave = async (row: StoredSchema | undefined) => {
    void message.success(t('saved'));
    const [next] = await Promise.all([reload(), refreshDatabaseSchemas(), loadPermissionsAndRoutes()]);
    const saved = row ?? next.find((r) => r.id === draft.id);
    if (!saved) return;
    setDraft({ id: saved.id, kind: saved.kind, text: saved.content, savedText: saved.content });
    setPages(saved.kind === 'model' ? companionPages(next, saved.name) : []);
  };

  /** After a rollback or an import: the rows, catalog and codes again, and `row` opened if given. */
  const refresh = async (row?: StoredSchema) => {
    if (row) open(row);
    const [next] = await Promise.all([reload(), refreshDatabaseSchemas(), loadPermissionsAndRoutes()]);
    if (row?.kind === 'model') setPages(companionPages(next, row.name));
  };

  const remove = async () => {
    if (!draft.id) return;
    await deleteSchema(draft.id);
    void message.success(t('deleted'));
    start(draft.kind);
    await Promise.all([reload(), refreshDatabaseSchemas(), loadPermissionsAndRoutes()]);
  };

  return {
    rows,
    draft,
    pages,
    unsaved,
    refused,
    saving,
    open,
    start,
    setText,
    setTexts,
    save,
    remove,
    refresh,
  };
}
