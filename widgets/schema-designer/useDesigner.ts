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
  type SaveOutcome,
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

  const open = (row: StoredSchema, all: readonly StoredSchema[] = rows) => {
    setRefused([]);
    setDraft({ id: row.id, kind: row.kind, text: row.content, savedText: row.content });
    setPages(row.kind === 'model' ? companionPages(all, row.name) : []);
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
   * Saves the draft, then its edited pages (the model first: they may show fields it has just
   * gained); an edited text is filed first in the local history under `name` (localHistory.ts). A
   * refused page stops the run with its issues, and it and the pages after it stay edited.
   */
  const save = async (name: string | null = null, extras: SaveExtras = {}) => {
    if (draft.text !== draft.savedText) recordDraft(name, draft.kind, draft.text);
    setSaving(true);
    try {
      // Only pages edited: the stored model gets no version that changes nothing.
      const unchanged =
        draft.text === draft.savedText && pages.some(unsavedPage)
          ? rows.find((r) => r.id === draft.id)
          : undefined;
      const outcome: SaveOutcome = unchanged
        ? { ok: true, row: unchanged }
        : await saveSchema(draft.kind, draft.text, draft.id, extras);
      if (!outcome.ok) {
        setRefused(outcome.issues);
        return outcome;
      }
      const pending = pages.filter(unsavedPage);
      let refusal: SaveOutcome | undefined;
      while (pending.length > 0 && !refusal) {
        const page = pending[0]!;
        recordDraft(page.name, 'page', page.text);
        const saved = await saveSchema('page', page.text, page.id, { note: extras.note });
        if (saved.ok) pending.shift();
        else refusal = saved;
      }
      // The catalog and the codes first: the preview of the saved draft needs them.
      const [next] = await Promise.all([reload(), refreshDatabaseSchemas(), loadPermissionsAndRoutes()]);
      const { row } = outcome;
      setDraft({ id: row.id, kind: row.kind, text: row.content, savedText: row.content });
      const edited = new Map(pending.map((p) => [p.id, p.text]));
      setPages(
        row.kind === 'model'
          ? companionPages(next, row.name).map((p) => ({ ...p, text: edited.get(p.id) ?? p.text }))
          : [],
      );
      if (refusal && !refusal.ok) {
        setRefused(refusal.issues);
        void message.error(t('pageRefused', { name: pending[0]!.name }));
        return refusal;
      }
      void message.success(t('saved'));
      return outcome;
    } finally {
      setSaving(false);
    }
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
