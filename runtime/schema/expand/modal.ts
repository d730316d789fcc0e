// The modal a form page implies: `<area>.<name>.form` is opened as `<area>.<name>.modal` (a modal
// container around the form, passing the opener's `id`) unless a page with that id exists.
import type { FormPageSchema, ModalPageSchema } from '../types.js';
import { pageBase } from './actions.js';
import { withTextsOf } from './texts.js';

/**
 * The id of the modal a form page implies, or undefined when its id does not end in `.form`.
 *
 * @example
 * impliedModalId('system.position.form'); // 'system.position.modal'
 */
export function impliedModalId(formId: string): string | undefined {
  return formId.endsWith('.form') ? `${pageBase(formId)}.modal` : undefined;
}

/**
 * The form id whose modal `modalId` would be (`system.position.modal` → `system.position.form`).
 *
 * @example
 * impliedModalForm('system.position.modal'); // 'system.position.form'
 */
export function impliedModalForm(modalId: string): string | undefined {
  return modalId.endsWith('.modal') ? `${pageBase(modalId)}.form` : undefined;
}

/**
 * The modal page around an (expanded) form, titled like it.
 *
 * @example
 * impliedModal(positionForm).content; // { page: 'system.position.form', params: { id: { $expr: 'params.id' } } }
 */
export function impliedModal(form: FormPageSchema & { id: string }): ModalPageSchema {
  const i18n = withTextsOf(form.title, undefined, form.i18n);
  return {
    id: impliedModalId(form.id) ?? `${form.id}.modal`,
    kind: 'modal',
    title: form.title,
    ...(i18n ? { i18n } : {}),
    container: 'modal',
    content: { page: form.id, params: { id: { $expr: 'params.id' } } },
  };
}
