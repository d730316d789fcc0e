// The designer history's line diff (widgets/schema-designer/history/lineDiff.ts): kept, removed and
// added lines in reading order with their numbers on each side, a minimal diff, and the bounded table.
import { describe, expect, it } from 'vitest';
import { MAX_CELLS, diffStats, lineDiff } from '../../../widgets/schema-designer/history/lineDiff';

const show = (before: string, after: string) =>
  lineDiff(before, after).map((l) => `${l.kind === 'same' ? ' ' : l.kind === 'added' ? '+' : '-'}${l.text}`);

describe('lineDiff', () => {
  it('marks the changed line between kept ones, numbering both sides', () => {
    const lines = lineDiff('a\nb\nc', 'a\nx\nc');
    expect(lines).toEqual([
      { kind: 'same', text: 'a', oldNo: 1, newNo: 1 },
      { kind: 'removed', text: 'b', oldNo: 2 },
      { kind: 'added', text: 'x', newNo: 2 },
      { kind: 'same', text: 'c', oldNo: 3, newNo: 3 },
    ]);
  });

  it('finds the longest common lines, not just the common ends', () => {
    expect(show('a\nb\nc\nd\ne', 'b\nc\nx\nd\ne\nf')).toEqual(['-a', ' b', ' c', '+x', ' d', ' e', '+f']);
    expect(diffStats(lineDiff('a\nb\nc\nd\ne', 'b\nc\nx\nd\ne\nf'))).toEqual({ added: 2, removed: 1 });
  });

  it('handles empty texts, identical texts and Windows line ends', () => {
    expect(lineDiff('', '')).toEqual([]);
    expect(show('', 'a\nb')).toEqual(['+a', '+b']);
    expect(show('a\nb', '')).toEqual(['-a', '-b']);
    expect(show('a\r\nb', 'a\nb')).toEqual([' a', ' b']);
  });

  it('shows a middle too large to compare as removed then added, keeping the common ends', () => {
    const side = Math.ceil(Math.sqrt(MAX_CELLS)) + 1;
    const before = ['head', ...Array.from({ length: side }, (_, i) => `old ${i}`), 'tail'].join('\n');
    const after = ['head', ...Array.from({ length: side }, (_, i) => `new ${i}`), 'tail'].join('\n');
    const lines = lineDiff(before, after);
    expect(lines[0]).toMatchObject({ kind: 'same', text: 'head' });
    expect(lines.at(-1)).toMatchObject({ kind: 'same', text: 'tail', oldNo: side + 2, newNo: side + 2 });
    expect(diffStats(lines)).toEqual({ added: side, removed: side });
    expect(lines[1]).toMatchObject({ kind: 'removed', text: 'old 0' });
  });
});
