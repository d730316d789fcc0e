// Checking a chosen file against its category's rules before anything is sent (GET …/categories), so
// the user hears about the limit at once instead of after uploading 2 GB for a 413.
import { extOf } from './fileFormat';

/** A category's limits as the rules API answers them (schemas/api/files.ts FileCategoryRule). */
export interface UploadRule {
  maxMB: number;
  /** Accepted extensions (lower case, no dot); null = any type. */
  accept: readonly string[] | null;
}

/** Why a file is refused, as an i18n key of the files namespace and its values. */
export interface RuleRefusal {
  key: 'tooLarge' | 'badType';
  values: Record<string, string>;
}

const BYTES_PER_MB = 1024 * 1024;

/**
 * The refusal of a file by a rule, or undefined when the rule lets it through (or there is no rule:
 * the server decides).
 *
 * @example
 * checkFile({ name: 'a.exe', size: 10 }, { maxMB: 1, accept: ['pdf'] }); // { key: 'badType', … }
 */
export function checkFile(
  file: { name: string; size: number },
  rule: UploadRule | undefined,
): RuleRefusal | undefined {
  if (!rule) return undefined;
  if (file.size > rule.maxMB * BYTES_PER_MB) {
    return { key: 'tooLarge', values: { name: file.name, limit: `${rule.maxMB} MB` } };
  }
  const ext = extOf(file.name);
  if (rule.accept && !rule.accept.includes(ext)) {
    return {
      key: 'badType',
      values: { name: file.name, ext: ext || '?', accept: rule.accept.join(', ') },
    };
  }
  return undefined;
}

/**
 * The `accept` attribute of a file input for a rule ('' = anything).
 *
 * @example
 * acceptAttribute({ maxMB: 1, accept: ['pdf', 'png'] }); // '.pdf,.png'
 */
export function acceptAttribute(rule: UploadRule | undefined): string {
  return rule?.accept ? rule.accept.map((ext) => `.${ext}`).join(',') : '';
}
