// A line diff of two texts by longest common subsequence, for comparing two versions of a stored
// document. Pure, no dependencies. The common head and tail are matched first; the table of the middle
// is bounded, and past the bound the middle is shown as removed then added (still a correct diff).

export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffLine {
  kind: DiffKind;
  text: string;
  /** Line number in the old text (same and removed lines). */
  oldNo?: number;
  /** Line number in the new text (same and added lines). */
  newNo?: number;
}

/** Largest LCS table (cells) worked out; two 2,000-line documents differing throughout fit. */
export const MAX_CELLS = 4_000_000;

function splitLines(text: string): string[] {
  return text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n');
}

/** The middle lines' diff by LCS: a[i..] against b[j..] read back from the suffix-length table. */
function lcsMiddle(a: readonly string[], b: readonly string[]): DiffKind[] {
  const n = a.length;
  const m = b.length;
  if (n * m > MAX_CELLS) return [...a.map(() => 'removed' as const), ...b.map(() => 'added' as const)];
  // lengths[i * (m + 1) + j] = LCS length of a[i..] and b[j..].
  const lengths = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * (m + 1) + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(lengths[(i + 1) * (m + 1) + j]!, lengths[i * (m + 1) + j + 1]!);
  const kinds: DiffKind[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      kinds.push('same');
      i++;
      j++;
    } else if (lengths[(i + 1) * (m + 1) + j]! >= lengths[i * (m + 1) + j + 1]!) {
      kinds.push('removed');
      i++;
    } else {
      kinds.push('added');
      j++;
    }
  }
  for (; i < n; i++) kinds.push('removed');
  for (; j < m; j++) kinds.push('added');
  return kinds;
}

/**
 * The lines of `before` and `after` as kept, removed or added, in reading order.
 *
 * @example
 * lineDiff('a\nb', 'a\nc'); // [same a, removed b, added c]
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const out: DiffLine[] = [];
  let oldNo = 1;
  let newNo = 1;
  const push = (kind: DiffKind, text: string) => {
    if (kind === 'same') out.push({ kind, text, oldNo: oldNo++, newNo: newNo++ });
    else if (kind === 'removed') out.push({ kind, text, oldNo: oldNo++ });
    else out.push({ kind, text, newNo: newNo++ });
  };
  for (let k = 0; k < head; k++) push('same', a[k]!);
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  let ia = 0;
  let ib = 0;
  for (const kind of lcsMiddle(midA, midB)) {
    if (kind === 'same') {
      push(kind, midA[ia++]!);
      ib++;
    } else if (kind === 'removed') push(kind, midA[ia++]!);
    else push(kind, midB[ib++]!);
  }
  for (let k = a.length - tail; k < a.length; k++) push('same', a[k]!);
  return out;
}

/**
 * How many lines a diff adds and removes.
 *
 * @example
 * diffStats(lineDiff('a', 'b')); // { added: 1, removed: 1 }
 */
export function diffStats(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'added') added++;
    else if (line.kind === 'removed') removed++;
  }
  return { added, removed };
}
