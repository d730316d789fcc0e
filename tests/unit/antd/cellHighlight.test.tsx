// Column highlights (Column.highlight): the first rule holding over the row tints the cell in its
// tone; no rule, or none holding, leaves the cell as it was; a failing expression does not tint.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { highlightsOf, matchHighlight, type ToneTokens } from '../../../runtime/antd/list/cellHighlight';
import { ColumnCell, type CellSpec } from '../../../runtime/antd/list/ColumnCell';

const TOKENS: ToneTokens = {
  colorWarningText: 'rgb(212, 136, 6)',
  colorWarningBg: 'rgb(255, 251, 230)',
  colorErrorText: 'rgb(207, 19, 34)',
  colorErrorBg: 'rgb(255, 241, 240)',
  colorSuccessText: 'rgb(56, 158, 13)',
  colorSuccessBg: 'rgb(246, 255, 237)',
  colorInfoText: 'rgb(9, 88, 217)',
  colorInfoBg: 'rgb(230, 244, 255)',
};

const RULES = highlightsOf(
  [
    { when: { $expr: "record.status == '2'" }, tone: 'warning' },
    { when: { $expr: "record.status == '3' || record.status == '2'" }, tone: 'error' },
  ],
  TOKENS,
);

describe('column highlights', () => {
  it('picks the first rule that holds for the row', () => {
    expect(matchHighlight(RULES, { status: '2' })?.tone).toBe('warning');
    expect(matchHighlight(RULES, { status: '3' })?.tone).toBe('error');
    expect(matchHighlight(RULES, { status: '1' })).toBeUndefined();
    expect(matchHighlight(undefined, { status: '2' })).toBeUndefined();
    expect(highlightsOf(undefined, TOKENS)).toBeUndefined();
  });

  it('does not tint when an expression fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = highlightsOf([{ when: { $expr: 'record.a.b.c == 1' }, tone: 'info' }], TOKENS);
    expect(matchHighlight(broken, {})).toBeUndefined();
    warn.mockRestore();
  });

  it('tints the cell of a matching row in its tone, and leaves the others alone', () => {
    const spec: CellSpec = { field: 'validTo', display: 'text', maxLength: false, highlight: RULES };
    const run = vi.fn();
    const { container, rerender } = render(
      <ColumnCell spec={spec} value="2026-12-01" record={{ id: 'a', status: '2' }} run={run} />,
    );
    const tinted = container.querySelector<HTMLElement>('.list-cell-highlight-warning');
    expect(tinted?.textContent).toBe('2026-12-01');
    expect(tinted?.style.color).toBe(TOKENS.colorWarningText);
    expect(tinted?.style.background).toContain(TOKENS.colorWarningBg);
    rerender(<ColumnCell spec={spec} value="2027-12-01" record={{ id: 'b', status: '1' }} run={run} />);
    expect(container.querySelector('.list-cell-highlight')).toBeNull();
    expect(container.textContent).toBe('2027-12-01');
  });
});
