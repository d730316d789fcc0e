// Implied defaults (schemas/README.md "Implied defaults"): a page or model may leave out what its
// module's conventions say, and this pure step writes it back before the semantic pass and rendering,
// so every consumer (the client's renderers, the server's menus and checks, the designer's previews)
// sees the same expanded documents. Issues found in an expanded page point into what the author wrote.
import type { SchemaIssue } from '../schemaError.js';
import { nameOfModel } from '../model.js';
import type { SchemaDoc } from '../semantic/context.js';
import type { Action, FormPageSchema, ModelSchema, PageSchema } from '../types.js';
import { expandActions } from './actions.js';
import { impliedModal, impliedModalId } from './modal.js';
import { authorPointer, type Origin } from './origins.js';
import { expandModel } from './model.js';
import { impliedTitle } from './texts.js';

export { impliedStandardAction, pageBase } from './actions.js';
export { impliedModal, impliedModalForm, impliedModalId } from './modal.js';
export { authorPointer, type Origin } from './origins.js';
export { expandModel, impliedLabel } from './model.js';

/** What could not be implied (texts in texts/pageTexts.ts; kept out of here for the views' chunks). */
export type ExpansionIssueCode = 'standardActionsNoPrefix' | 'titleNotImplied' | 'actionIncomplete';

/** An expanded page, where its parts came from, and what could not be implied (author pointers). */
export interface ExpandedPage {
  page: PageSchema;
  origins: Origin[];
  issues: { pointer: string; code: ExpansionIssueCode }[];
}

/** A form's layout as the renderer takes it when unset (runtime/render/formily, runtime/antd/form). */
const FORM_LAYOUT = { columns: 1, labelWidth: 100 };

/**
 * A page with its implied defaults written out: standard actions, its title, a form's layout. An
 * explicit value always wins.
 *
 * @example
 * expandPage(shortPositionList, positionModel).page.actions?.length; // 5
 */
export function expandPage(page: PageSchema, model: ModelSchema | undefined): ExpandedPage {
  const out: Record<string, unknown> = { ...page };
  const origins: Origin[] = [];
  const issues: ExpandedPage['issues'] = [];
  if (page.kind === 'list' && 'standardActions' in page) {
    const expanded = expandActions(page, model);
    out.actions = expanded.actions;
    origins.push(...expanded.origins);
    if (expanded.noPrefix) issues.push({ pointer: '/standardActions', code: 'standardActionsNoPrefix' });
    delete out.standardActions;
    delete out.permissionPrefix;
  }
  ((out.actions ?? []) as Partial<Action>[]).forEach((action, i) => {
    if (action.type === undefined || action.position === undefined)
      issues.push({ pointer: authorPointer(origins, `/actions/${i}`), code: 'actionIncomplete' });
  });
  if (page.title === undefined) {
    const implied = impliedTitle(page, model);
    if (implied) {
      out.title = implied.title;
      if (implied.i18n) out.i18n = implied.i18n;
      // An implied title is fixed where it comes from: the key the id names, or the model's label.
      origins.push({ expanded: '/title', author: implied.from, whole: false });
      if (!page.i18n) origins.push({ expanded: '/i18n', author: implied.from, whole: false });
    } else issues.push({ pointer: '', code: 'titleNotImplied' });
  }
  if (page.kind === 'form') out.layout = { ...FORM_LAYOUT, ...page.layout };
  return { page: out as unknown as PageSchema, origins, issues };
}

/** A set of documents with its implied defaults written out. */
export interface ExpandedSet {
  models: SchemaDoc<ModelSchema>[];
  pages: SchemaDoc<PageSchema>[];
  /** What could not be implied, in the authors' documents (`issueOf(file, pointer, code)` words them). */
  issues: { file: string; pointer: string; code: ExpansionIssueCode }[];
  /** An issue found in the expanded set, pointing into the author's document instead. */
  toAuthor(issue: SchemaIssue): SchemaIssue;
}

/** `schemas/pages/system/position.form.json` → `schemas/pages/system/position.modal.json`. */
const modalFile = (formFile: string) =>
  formFile.endsWith('.form.json') ? formFile.replace(/\.form\.json$/, '.modal.json') : `${formFile}#modal`;

/**
 * Expands every model and page of a set and adds the modals its forms imply. Documents are taken as
 * structurally valid (the meta-schemas checked the authors' documents).
 *
 * @example
 * const { models, pages, toAuthor } = expandSchemaSet(models, pages);
 * checkSemantics(models, pages).map(toAuthor);
 */
export function expandSchemaSet(
  models: readonly SchemaDoc<ModelSchema>[],
  pages: readonly SchemaDoc<PageSchema>[],
): ExpandedSet {
  const expandedModels = models.map((doc) => ({ file: doc.file, schema: expandModel(doc.schema) }));
  const byName = new Map(expandedModels.map((doc) => [nameOfModel(doc.schema), doc.schema]));
  const issues: ExpandedSet['issues'] = [];
  const originsByFile = new Map<string, Origin[]>();
  /** Implied modals' files → the form file they come from. */
  const impliedFrom = new Map<string, string>();
  const expandedPages = pages.map((doc) => {
    const model = doc.schema.model ? byName.get(doc.schema.model) : undefined;
    const expanded = expandPage(doc.schema, model);
    expanded.issues.forEach((i) => issues.push({ file: doc.file, ...i }));
    if (expanded.origins.length > 0) originsByFile.set(doc.file, expanded.origins);
    return { file: doc.file, schema: expanded.page };
  });
  const ids = new Set(expandedPages.map((doc) => doc.schema.id));
  for (const doc of [...expandedPages]) {
    const modalId = doc.schema.kind === 'form' ? impliedModalId(doc.schema.id) : undefined;
    if (!modalId || ids.has(modalId)) continue;
    ids.add(modalId);
    const file = modalFile(doc.file);
    impliedFrom.set(file, doc.file);
    expandedPages.push({ file, schema: impliedModal(doc.schema as FormPageSchema) });
  }
  const toAuthor = (issue: SchemaIssue): SchemaIssue => {
    const form = impliedFrom.get(issue.file);
    if (form !== undefined) return { ...issue, file: form, pointer: '' };
    const origins = originsByFile.get(issue.file);
    return origins ? { ...issue, pointer: authorPointer(origins, issue.pointer) } : issue;
  };
  return { models: expandedModels, pages: expandedPages, issues, toAuthor };
}
