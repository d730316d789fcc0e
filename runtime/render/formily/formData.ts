// A form page's conversation with the server: load the record to edit, submit an add or an edit, and
// read a refused write's field errors so they can be shown on the fields they name.
import { ApiError, getAction, postAction, putAction, type ApiEnvelope } from '../../core';
import type { ExprScope, FormPageSchema, ModelSchema } from '../schemaLite';
import { conditionOf, evaluateParam } from '../actions/evaluate';
import type { TextResolver } from '../schema/text';
import { afterModelWrite } from '../schema/modelCaches';

type Values = Record<string, unknown>;

/**
 * Loads the record a form edits: `load.record` computed from the params (no request), else `load.api`
 * or `<basePath>/queryById` with the page's `id` param.
 *
 * @example
 * const record = await loadRecord(page, model, { id: 'a1' });
 */
export async function loadRecord(
  page: FormPageSchema,
  model: ModelSchema,
  params: Values,
  user?: unknown,
): Promise<Values> {
  if (page.load?.record) {
    const given = evaluateParam(page.load.record, { params, user });
    // A copy: the form must not edit the opener's row in place.
    if (typeof given === 'object' && given !== null && !Array.isArray(given)) return { ...(given as Values) };
    throw new Error(`load.record (${page.load.record.$expr}) gave no record`);
  }
  const url = page.load?.api ?? `${model['x-api']?.basePath ?? ''}/queryById`;
  const envelope = await getAction<Values | null>(url, { id: params.id });
  if (!envelope.success || !envelope.result) throw new ApiError(envelope);
  return envelope.result;
}

/**
 * Sends the form: POST `<basePath>/add` when adding, PUT `<basePath>/edit` with the key when editing
 * (`submit.api` overrides either), then reloads the browser caches the model's writes invalidate.
 * Rejects with an ApiError when the server refuses.
 *
 * @example
 * await submitRecord(page, model, 'edit', values, record);
 */
export async function submitRecord(
  page: FormPageSchema,
  model: ModelSchema,
  mode: 'add' | 'edit',
  values: Values,
  record?: Values,
): Promise<ApiEnvelope> {
  const base = model['x-api']?.basePath ?? '';
  const key = model['x-storage'].primaryKey ?? 'id';
  const envelope =
    mode === 'add'
      ? await postAction(page.submit?.api?.add ?? `${base}/add`, values)
      : await putAction(page.submit?.api?.edit ?? `${base}/edit`, { ...values, [key]: record?.[key] });
  if (!envelope.success) throw new ApiError(envelope);
  afterModelWrite(model);
  return envelope;
}

/** One field's error from the server. */
export interface FieldError {
  field: string;
  message: string;
}

function entries(value: unknown): FieldError[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const e = (item ?? {}) as { field?: unknown; property?: unknown; path?: unknown; message?: unknown };
      const field = e.field ?? e.property ?? e.path;
      return typeof field === 'string'
        ? [{ field: field.replace(/^\//, ''), message: String(e.message ?? '') }]
        : [];
    });
  }
  if (typeof value === 'object' && value !== null) {
    const obj = value as Record<string, unknown>;
    if ('errors' in obj) return entries(obj.errors);
    return Object.entries(obj)
      .filter(([, message]) => typeof message === 'string')
      .map(([field, message]) => ({ field, message: String(message) }));
  }
  return [];
}

/**
 * The field errors of a refused write: from the envelope's `result` (`{errors: [{field, message}]}`,
 * `[{field, message}]` or `{field: message}`), else from message lines that start with a field name
 * (`title: 至少需要4个字符`). Only the form's own fields count.
 *
 * @example
 * fieldErrorsOf(err, ['title']); // [{ field: 'title', message: '…' }]
 */
export function fieldErrorsOf(error: unknown, fields: readonly string[]): FieldError[] {
  const response = (error as { response?: { data?: unknown } }).response?.data;
  const envelope = (error instanceof ApiError ? error.envelope : response) as
    Partial<ApiEnvelope> | undefined;
  if (!envelope || typeof envelope !== 'object') return [];
  const known = new Set(fields);
  const fromResult = entries(envelope.result).filter((e) => known.has(e.field));
  if (fromResult.length > 0) return fromResult;
  return String(envelope.message ?? '')
    .split(/[\n;；]/)
    .flatMap((line) => {
      const match = /^\s*([A-Za-z_$][\w$]*)\s*[:：]\s*(.+)$/.exec(line);
      return match && known.has(match[1]!) ? [{ field: match[1]!, message: match[2]!.trim() }] : [];
    });
}

/**
 * The cross-field rules of a form page that fail for the given values.
 *
 * @example
 * failedFormRules(page, { values, params, mode }, tx); // [{ fields: ['endDate'], message: '…' }]
 */
export function failedFormRules(
  page: FormPageSchema,
  scope: ExprScope,
  tx: TextResolver,
): { fields: string[]; message: string }[] {
  return (page.rules ?? [])
    .filter((rule) => !conditionOf(rule.rule, scope, true))
    .map((rule) => ({ fields: rule.fields ?? [], message: tx(rule.message) }));
}
