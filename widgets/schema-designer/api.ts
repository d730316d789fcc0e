// The designer's endpoints (server/src/online/routes.ts). Saves bypass the shared error notification:
// a refused schema is a 400 whose issues the designer lists itself.
import { deleteAction, getAction, postAction } from '../../runtime/core';
import { designerWrite, type DataLoss, type SaveExtras } from './history/write';

export type StoredKind = 'model' | 'page';

export interface StoredSchema {
  id: string;
  kind: StoredKind;
  name: string;
  content: string;
  createTime: string | null;
  updateTime: string | null;
}

/** One problem: file, JSON pointer and expectation, and the three as one line. */
export interface SchemaIssue {
  file: string;
  pointer: string;
  message: string;
  text: string;
}

export const DESIGNER_URLS = {
  list: '/online/schema/list',
  validate: '/online/schema/validate',
  add: '/online/schema/add',
  edit: '/online/schema/edit',
  editMany: '/online/schema/editMany',
  delete: '/online/schema/delete',
  addToMenu: '/online/schema/addToMenu',
} as const;

/** Every stored schema. */
export async function fetchStored(): Promise<StoredSchema[]> {
  return (await getAction<StoredSchema[]>(DESIGNER_URLS.list)).result ?? [];
}

/** Validates a draft on the server (nothing is written). */
export async function validateDraft(
  kind: StoredKind,
  content: string,
  id?: string,
): Promise<{ name: string | null; issues: SchemaIssue[] }> {
  const { result } = await postAction<{ name: string | null; issues: SchemaIssue[] }>(
    DESIGNER_URLS.validate,
    {
      kind,
      content,
      ...(id ? { id } : {}),
    },
  );
  return result;
}

/** A save: the stored row, or the issues (400) or data-losing changes (409) that refused it. */
export type SaveOutcome =
  | { ok: true; row: StoredSchema }
  | { ok: false; message: string; issues: SchemaIssue[]; dataLoss: DataLoss[] };

/** Adds (no id) or edits a stored schema; `extras` carries the version's note and confirmed losses. */
export async function saveSchema(
  kind: StoredKind,
  content: string,
  id?: string,
  extras: SaveExtras = {},
): Promise<SaveOutcome> {
  const outcome = id
    ? await designerWrite<StoredSchema>('put', DESIGNER_URLS.edit, { id, content, ...extras })
    : await designerWrite<StoredSchema>('post', DESIGNER_URLS.add, { kind, content, ...extras });
  return outcome.ok ? { ok: true, row: outcome.result } : outcome;
}

/** A save of several stored schemas as one change: all saved, or none (and why). */
export type SaveManyOutcome =
  | { ok: true; rows: StoredSchema[] }
  | { ok: false; message: string; issues: SchemaIssue[]; dataLoss: DataLoss[] };

/** Saves stored schemas' new texts as one change, each checked against the others' new texts. */
export async function saveSchemas(
  documents: readonly { id: string; content: string }[],
  extras: SaveExtras = {},
): Promise<SaveManyOutcome> {
  const outcome = await designerWrite<StoredSchema[]>('put', DESIGNER_URLS.editMany, {
    documents,
    ...extras,
  });
  return outcome.ok ? { ok: true, rows: outcome.result } : outcome;
}

/** Deletes a stored schema. */
export async function deleteSchema(id: string): Promise<void> {
  await deleteAction(DESIGNER_URLS.delete, { id });
}

export interface MenuRequest {
  id: string;
  parentId: string | null;
  name: string;
  nameEn?: string;
  url?: string;
}

/** Creates the menu item of a stored page. */
export async function addToMenu(request: MenuRequest): Promise<{ id: string; url: string }> {
  return (await postAction<{ id: string; url: string }>(DESIGNER_URLS.addToMenu, request)).result;
}
