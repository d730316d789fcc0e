// Column highlights (`Column.highlight`): rules over the row that tint a cell in one of antd's status
// tones, e.g. the valid-to date of a certificate expiring within 30 days. The tones' colours come from
// the theme once per table; each cell only evaluates its rules.
import type { CSSProperties } from 'react';
import type { Column, Expr, HighlightTone } from '../../render/schemaLite';
import { conditionOf } from '../../render/actions/evaluate';

/** A highlight rule with its tone's colours. */
export interface CellHighlight {
  when: Expr;
  tone: HighlightTone;
  style: CSSProperties;
}

/** The theme colours of the tones (antd tokens: text on its light background). */
export interface ToneTokens {
  colorWarningText: string;
  colorWarningBg: string;
  colorErrorText: string;
  colorErrorBg: string;
  colorSuccessText: string;
  colorSuccessBg: string;
  colorInfoText: string;
  colorInfoBg: string;
}

function toneStyle(tone: HighlightTone, token: ToneTokens): CSSProperties {
  const [color, background] = {
    warning: [token.colorWarningText, token.colorWarningBg],
    error: [token.colorErrorText, token.colorErrorBg],
    success: [token.colorSuccessText, token.colorSuccessBg],
    info: [token.colorInfoText, token.colorInfoBg],
  }[tone];
  return { color, background, fontWeight: 600, padding: '1px 6px', borderRadius: 4 };
}

/**
 * A column's highlight rules with their colours, or undefined when it has none.
 *
 * @example
 * highlightsOf(column.highlight, token); // [{ when, tone: 'warning', style: { color: '#d48806', … } }]
 */
export function highlightsOf(rules: Column['highlight'], token: ToneTokens): CellHighlight[] | undefined {
  if (!rules || rules.length === 0) return undefined;
  return rules.map((rule) => ({ ...rule, style: toneStyle(rule.tone, token) }));
}

/**
 * The first rule that holds for a row, or undefined (a failing expression counts as not holding).
 *
 * @example
 * matchHighlight(rules, { status: '2' })?.tone; // 'warning'
 */
export function matchHighlight(
  rules: readonly CellHighlight[] | undefined,
  record: Record<string, unknown>,
): CellHighlight | undefined {
  return rules?.find((rule) => conditionOf(rule.when, { record }, false));
}
