// Sample rows for the preview of a module whose model is not saved yet (it has no API to read): a
// plausible value per property from its type, format, limits, dictionary or options, so the list and the
// form render as they will with data. Deterministic: row i of a model is always the same.
import { modelFields, primaryKeyOf } from '../../../runtime/schema/model';
import type { ModelField, ModelSchema } from '../../../runtime/schema/types';

export type SampleRow = Record<string, unknown>;
export const SAMPLE_COUNT = 5;

/** What the rows are made from besides the model. */
export interface SampleContext {
  /** A property's label in the preview's language. */
  labelOf: (name: string) => string;
  /** The items of each dictionary the model uses, by code, as the dictionary endpoint gives them. */
  dictItems: Record<string, { value: string; text: string }[]>;
  /** A label of an `x-options` entry in the preview's language. */
  optionLabel: (label: unknown) => string;
  /** The day the sample dates count back from. */
  today: Date;
  count?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function formatted(field: ModelField, i: number, name: string, today: Date): string | undefined {
  const date = new Date(today.getTime() - i * 86_400_000);
  const time = `${pad(9 + i)}:${pad((i * 17) % 60)}:00`;
  switch (field.format) {
    case 'date':
      return day(date);
    case 'datetime':
      return `${day(date)} ${time}`;
    case 'time':
      return time;
    case 'email':
      return `${name.toLowerCase()}${i + 1}@example.com`;
    case 'uri':
      return `https://example.com/${name}/${i + 1}`;
    case 'mobile':
      return `1380013800${i}`;
    case 'ipv4':
      return `192.168.0.${i + 10}`;
    default:
      return undefined;
  }
}

function numberValue(field: ModelField, i: number): number {
  const min = field.minimum ?? field.exclusiveMinimum ?? 0;
  const step = field.type === 'integer' ? i + 1 : (i + 1) * 12.5;
  const value = min + step;
  return field.maximum !== undefined ? Math.min(value, field.maximum) : value;
}

/** The value of one property in row i, and its label when lists carry one (`<name>_dictText`). */
function sampleValue(
  name: string,
  field: ModelField,
  i: number,
  context: SampleContext,
): { value: unknown; label?: string } {
  const ref = field['x-ref'];
  if (ref?.foreignKey || ref?.through) return { value: [] };
  if (field['x-file'] || field['x-storedFiles']) return { value: null };
  const code = field['x-dict'];
  if (code) {
    const items = context.dictItems[code] ?? [];
    const item = items[i % Math.max(items.length, 1)];
    return item ? { value: item.value, label: item.text } : { value: null };
  }
  const options = field['x-options'];
  if (options && options.length > 0) {
    const option = options[i % options.length]!;
    return { value: option.value, label: context.optionLabel(option.label) };
  }
  if (field.enum && field.enum.length > 0) return { value: field.enum[i % field.enum.length] };
  if (field.type === 'boolean') return { value: i % 2 === 0 };
  if (field.type === 'integer' || field.type === 'number') return { value: numberValue(field, i) };
  if (field.type === 'array') return { value: [] };
  if (ref) return { value: `ref${i + 1}`, label: `${context.labelOf(name)} ${i + 1}` };
  const special = formatted(field, i, name, context.today);
  if (special !== undefined) return { value: special };
  // A pattern usually wants letters and digits; a label would not match it.
  const text = field.pattern ? `${name}${i + 1}` : `${context.labelOf(name)} ${i + 1}`;
  return { value: field.maxLength ? text.slice(0, field.maxLength) : text };
}

/**
 * Rows of sample values for every property of the model (audit properties included).
 *
 * @example
 * sampleRows(positionModel, context)[0]; // { id: '…0001', code: 'code1', name: '职务名称 1', postRank: '1', postRank_dictText: '员级', … }
 */
export function sampleRows(model: ModelSchema, context: SampleContext): SampleRow[] {
  const key = primaryKeyOf(model);
  const fields = Object.entries(modelFields(model));
  return Array.from({ length: context.count ?? SAMPLE_COUNT }, (_, i) => {
    const row: SampleRow = {};
    for (const [name, field] of fields) {
      if (name === key) {
        row[name] = `sample${String(i + 1).padStart(26, '0')}`;
        continue;
      }
      const { value, label } = sampleValue(name, field, i, context);
      row[name] = value;
      if (label !== undefined) row[`${name}_dictText`] = label;
    }
    return row;
  });
}

/** The dictionary codes a model's properties use. */
export function dictCodesOf(model: ModelSchema): string[] {
  const codes = Object.values(modelFields(model)).map((f) => f['x-dict']);
  return [...new Set(codes.filter((c): c is string => typeof c === 'string'))];
}
