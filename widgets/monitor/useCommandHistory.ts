import { useCallback, useRef, useState } from 'react';

/**
 * A shell-like command history: `push` records a command, `older`/`newer` step through the earlier
 * ones (ArrowUp/ArrowDown), returning the line to show ('' past the newest).
 *
 * @example
 * const history = useCommandHistory();
 * history.push('INFO'); history.older(); // 'INFO'
 */
export function useCommandHistory() {
  const [entries, setEntries] = useState<string[]>([]);
  // Where the user is in the history: entries.length means "a new line", not a past command.
  const cursor = useRef(0);
  const push = useCallback((command: string) => {
    setEntries((prev) => {
      const next = prev[prev.length - 1] === command ? prev : [...prev, command];
      cursor.current = next.length;
      return next;
    });
  }, []);
  const older = useCallback((): string | undefined => {
    if (entries.length === 0) return undefined;
    cursor.current = Math.max(0, cursor.current - 1);
    return entries[cursor.current];
  }, [entries]);
  const newer = useCallback((): string => {
    cursor.current = Math.min(entries.length, cursor.current + 1);
    return entries[cursor.current] ?? '';
  }, [entries]);
  return { push, older, newer };
}
