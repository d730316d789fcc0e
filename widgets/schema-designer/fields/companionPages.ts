// The stored pages a stored model's fields table edits beside the model: the one list page and the one
// form page of that model. With them, adding a field puts its column and form field in the same save;
// without them (none, or several of a kind, when the table could not know which one is meant) that
// part stays with the page's own editor.
import type { StoredSchema } from '../api';
import { objectOf } from './json';

export type PagePart = 'list' | 'form';
export const PAGE_PARTS: readonly PagePart[] = ['list', 'form'];

/** A stored page edited together with its model: its row and its text as edited. */
export interface CompanionPage {
  part: PagePart;
  id: string;
  name: string;
  text: string;
  /** The text as last saved or loaded. */
  savedText: string;
}

function pageOf(row: StoredSchema): { kind?: unknown; model?: unknown } {
  try {
    return objectOf(JSON.parse(row.content)) ?? {};
  } catch {
    return {};
  }
}

/**
 * The stored list and form pages of the model `modelName`: for each part, the page when exactly one
 * stored page of that kind names the model.
 *
 * @example
 * companionPages(rows, 'online_visit').map((p) => p.name); // ['online.visit.list', 'online.visit.form']
 */
export function companionPages(rows: readonly StoredSchema[], modelName: string): CompanionPage[] {
  const pages = rows.filter((row) => row.kind === 'page').map((row) => ({ row, page: pageOf(row) }));
  return PAGE_PARTS.flatMap((part) => {
    const found = pages.filter(({ page }) => page.kind === part && page.model === modelName);
    if (found.length !== 1) return [];
    const { row } = found[0]!;
    return [{ part, id: row.id, name: row.name, text: row.content, savedText: row.content }];
  });
}

/** Whether a companion page has edits not saved yet. */
export const unsavedPage = (page: CompanionPage): boolean => page.text !== page.savedText;
