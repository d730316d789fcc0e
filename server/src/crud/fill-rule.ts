// Fill rules (sys_fill_rule): how a generated code reads — prefix, the caller's department code when
// asked, a date, a separator and a zero-padded sequence that restarts each reset period. Pure: the
// counter that hands out the sequence is fill-counter.ts, the storing side serial.ts.

export type DatePattern = 'none' | 'yyyy' | 'yyyyMM' | 'yyyyMMdd';
export type ResetPeriod = 'never' | 'year' | 'month' | 'day';

export interface FillRule {
  ruleCode: string;
  prefix: string;
  datePattern: DatePattern;
  separator: string;
  digits: number;
  resetPeriod: ResetPeriod;
  perDepartment: boolean;
}

const DATE_PATTERNS: readonly DatePattern[] = ['none', 'yyyy', 'yyyyMM', 'yyyyMMdd'];
const RESET_PERIODS: readonly ResetPeriod[] = ['never', 'year', 'month', 'day'];
/** How many leading characters of yyyyMMdd each setting keeps (its granularity). */
const PATTERN_LENGTH: Record<DatePattern, number> = { none: 0, yyyy: 4, yyyyMM: 6, yyyyMMdd: 8 };
const PERIOD_LENGTH: Record<ResetPeriod, number> = { never: 0, year: 4, month: 6, day: 8 };

function yyyyMMdd(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
}

/**
 * A stored row (column names) as a rule; unknown settings fall back to the safe defaults.
 *
 * @example
 * ruleOfRow({ rule_code: 'case_no', prefix: 'CS', date_pattern: 'yyyyMMdd', digits: 4, reset_period: 'day' });
 */
export function ruleOfRow(row: Record<string, unknown>): FillRule {
  const pattern = String(row.date_pattern ?? 'none') as DatePattern;
  const period = String(row.reset_period ?? 'never') as ResetPeriod;
  const digits = Number(row.digits);
  return {
    ruleCode: String(row.rule_code ?? ''),
    prefix: String(row.prefix ?? ''),
    datePattern: DATE_PATTERNS.includes(pattern) ? pattern : 'none',
    separator: String(row.separator ?? ''),
    digits: Number.isInteger(digits) && digits >= 1 && digits <= 10 ? digits : 4,
    resetPeriod: RESET_PERIODS.includes(period) ? period : 'never',
    perDepartment: row.per_department === 1 || row.per_department === true || row.per_department === '1',
  };
}

/**
 * True when the sequence would restart more often than the date in the code changes, so two periods
 * would hand out the same code (daily reset with a monthly date, or any reset without a date).
 *
 * @example
 * resetTooFine({ datePattern: 'yyyyMM', resetPeriod: 'day' }); // true
 */
export function resetTooFine(rule: Pick<FillRule, 'datePattern' | 'resetPeriod'>): boolean {
  return PERIOD_LENGTH[rule.resetPeriod] > PATTERN_LENGTH[rule.datePattern];
}

/**
 * The code before the sequence number: prefix + department code + date + separator.
 *
 * @example
 * codePrefix(caseRule, new Date(2026, 10, 26), null); // 'CS20261126'
 */
export function codePrefix(rule: FillRule, now: Date, orgCode: string | null | undefined): string {
  const dept = rule.perDepartment ? (orgCode ?? '') : '';
  const date = yyyyMMdd(now).slice(0, PATTERN_LENGTH[rule.datePattern]);
  return `${rule.prefix}${dept}${date}${rule.separator}`;
}

/**
 * Which counter a code draws from: one per department (when the rule adds it) and reset period. A
 * reset finer than the date (refused on save, possible in an imported row) counts per date instead,
 * so codes never repeat.
 *
 * @example
 * counterKey(caseRule, new Date(2026, 10, 26), null); // '|20261126'
 */
export function counterKey(rule: FillRule, now: Date, orgCode: string | null | undefined): string {
  const dept = rule.perDepartment ? (orgCode ?? '') : '';
  const length = Math.min(PERIOD_LENGTH[rule.resetPeriod], PATTERN_LENGTH[rule.datePattern]);
  return `${dept}|${yyyyMMdd(now).slice(0, length)}`;
}

/**
 * The full code for a sequence value.
 *
 * @example
 * formatCode('CS20261126', 7, 4); // 'CS202611260007'
 */
export function formatCode(prefix: string, value: number, digits: number): string {
  return `${prefix}${String(value).padStart(digits, '0')}`;
}

/**
 * The rule a model serial falls back to without a fill rule row: prefix + YYYYMMDD + a daily counter.
 *
 * @example
 * fallbackRule('biz_case.case_no', 'CS', 4).resetPeriod; // 'day'
 */
export function fallbackRule(ruleCode: string, prefix: string, digits: number): FillRule {
  return {
    ruleCode,
    prefix,
    datePattern: 'yyyyMMdd',
    separator: '',
    digits,
    resetPeriod: 'day',
    perDepartment: false,
  };
}
