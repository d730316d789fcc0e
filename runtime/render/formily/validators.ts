// A form field's validation as Formily rules: what the model says (required, lengths, bounds, pattern,
// formats) plus the page's stricter rules (duplicate, checkRule, pattern, expr), with bilingual
// messages. Remote checks run on blur and on submit, not on every keystroke.
import type { IValidatorRules } from '@formily/validator';
import dayjs from 'dayjs';
import type { ExprScope, FieldRule, FormField, ModelField } from '../schemaLite';
import { conditionOf } from '../actions/evaluate';
import type { TextResolver } from '../schema/text';
import { checkDuplicate, checkRule, checkUnique, type DuplicateTarget } from './remoteRules';

/** Translates a key of the schema namespace with interpolation. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ValidatorContext {
  label: string;
  t: Translate;
  tx: TextResolver;
  /** The widget picks a value (its required message says "select"). */
  picks: boolean;
  /** Required by the model or by the page (a fixed true; expressions are applied by reactions). */
  required: boolean;
  /** Where a `duplicate` rule checks, when the model has an API table. */
  duplicate?: DuplicateTarget;
  /** The scope of `expr` rules besides the form values. */
  scope: Omit<ExprScope, 'values'>;
}

const MOBILE = /^1[3-9]\d{9}$/;

function modelRules(def: ModelField | undefined, ctx: ValidatorContext): IValidatorRules[] {
  if (!def) return [];
  const { label, t } = ctx;
  const rules: IValidatorRules[] = [];
  const limit = (key: string, rule: keyof IValidatorRules, value: number | undefined) => {
    if (value !== undefined)
      rules.push({ [rule]: value, message: t(`validate.${key}`, { label, limit: value }) });
  };
  if (def.type === 'string') {
    limit('minLength', 'minLength', def.minLength);
    limit('maxLength', 'maxLength', def.maxLength);
    if (def.pattern)
      rules.push({ pattern: new RegExp(def.pattern, 'u'), message: t('validate.pattern', { label }) });
    if (def.format === 'email') rules.push({ format: 'email', message: t('validate.email') });
    if (def.format === 'mobile') rules.push({ pattern: MOBILE, message: t('validate.mobile') });
    if (def.format === 'uri') rules.push({ format: 'url', message: t('validate.url') });
    if (def.format === 'ipv4') rules.push({ format: 'ipv4', message: t('validate.ipv4') });
  }
  if (def.type === 'integer' || def.type === 'number') {
    limit('minimum', 'minimum', def.minimum);
    limit('maximum', 'maximum', def.maximum);
    limit('exclusiveMinimum', 'exclusiveMinimum', def.exclusiveMinimum);
    limit('exclusiveMaximum', 'exclusiveMaximum', def.exclusiveMaximum);
    if (def.type === 'integer') rules.push({ format: 'integer', message: t('validate.integer', { label }) });
  }
  return rules;
}

function pageRule(rule: FieldRule, ctx: ValidatorContext): IValidatorRules | undefined {
  const { label, t, tx } = ctx;
  const message = rule.message ? tx(rule.message) : undefined;
  switch (rule.type) {
    case 'pattern':
      return rule.pattern
        ? { pattern: new RegExp(rule.pattern, 'u'), message: message ?? t('validate.pattern', { label }) }
        : undefined;
    case 'duplicate': {
      const target = ctx.duplicate;
      if (!target) return undefined;
      const fallback = message ?? t('validate.duplicate');
      return {
        triggerType: 'onBlur',
        validator: (value: unknown) =>
          rule.api ? checkUnique(rule.api, target, value, fallback) : checkDuplicate(target, value, fallback),
      };
    }
    case 'checkRule': {
      const fallback = message ?? t('validate.checkRule', { label });
      return {
        triggerType: 'onBlur',
        validator: (value: unknown) => checkRule(rule.ruleCode, value, fallback),
      };
    }
    case 'expr':
      return {
        validator: (_value: unknown, _rule: unknown, context: { form?: { values?: unknown } }) =>
          conditionOf(rule.rule, { ...ctx.scope, values: context?.form?.values }, true)
            ? ''
            : (message ?? t('validate.rule', { label })),
      };
    case 'future':
      // "Now" is read when the check runs, so a form left open does not accept a time gone by.
      return {
        validator: (value: unknown) => (isPast(value) ? (message ?? t('validate.future', { label })) : ''),
      };
    default:
      return undefined;
  }
}

type Validate = (value: unknown, rule: unknown, context: { form?: { values?: unknown } }) => unknown;

/** A rule with a `when`: a pattern or validator that applies only while the condition holds. */
function onlyWhen(rule: FieldRule, checked: IValidatorRules, ctx: ValidatorContext): IValidatorRules {
  const inner = checked.validator as Validate | undefined;
  const pattern = checked.pattern instanceof RegExp ? checked.pattern : undefined;
  const message = typeof checked.message === 'string' ? checked.message : '';
  const validator: Validate = (value, r, context) => {
    if (!conditionOf(rule.when, { ...ctx.scope, values: context?.form?.values }, true)) return '';
    if (inner) return inner(value, r, context);
    const empty = value === undefined || value === null || value === '';
    return pattern && !empty && !pattern.test(String(value)) ? message : '';
  };
  return { triggerType: checked.triggerType, validator } as IValidatorRules;
}

function isPast(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  const date = dayjs(value as string | Date);
  return date.isValid() && !date.isAfter(dayjs());
}

/**
 * The `x-validator` rules of a form field. The required rule is always first and always present, so a
 * `requiredWhen`-style expression can switch it on and off and keep its message.
 *
 * @example
 * fieldValidators(model.properties.dictCode, { field: 'dictCode', rules: [{ type: 'duplicate' }] }, ctx);
 */
export function fieldValidators(
  def: ModelField | undefined,
  field: Pick<FormField, 'rules'>,
  ctx: ValidatorContext,
): IValidatorRules[] {
  const requiredMessage = ctx.t(ctx.picks ? 'validate.requiredSelect' : 'validate.required', {
    label: ctx.label,
  });
  return [
    { required: ctx.required, message: requiredMessage },
    ...modelRules(def, ctx),
    ...(field.rules ?? []).flatMap((rule) => {
      const checked = pageRule(rule, ctx);
      return checked ? [rule.when ? onlyWhen(rule, checked, ctx) : checked] : [];
    }),
  ];
}
