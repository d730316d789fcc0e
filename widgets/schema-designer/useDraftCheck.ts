// Live validation: the draft goes to the server (ajv cannot run under the console's CSP) a moment after
// the last keystroke; only the answer to the latest draft is kept.
import { useEffect, useRef, useState } from 'react';
import { validateDraft, type SchemaIssue, type StoredKind } from './api';

export const CHECK_DELAY_MS = 400;

export interface DraftCheck {
  checking: boolean;
  /** Null until the first answer. */
  issues: SchemaIssue[] | null;
  name: string | null;
  /** The text the issues are about. */
  text: string;
}

/**
 * @example
 * const { checking, issues } = useDraftCheck('model', text, selected?.id);
 */
export function useDraftCheck(kind: StoredKind, text: string, id?: string): DraftCheck {
  const [state, setState] = useState<DraftCheck>({ checking: false, issues: null, name: null, text: '' });
  const latest = useRef(0);
  useEffect(() => {
    const ticket = ++latest.current;
    if (text.trim() === '') {
      setState({ checking: false, issues: null, name: null, text });
      return;
    }
    setState((s) => ({ ...s, checking: true }));
    const timer = setTimeout(() => {
      validateDraft(kind, text, id)
        .then(({ issues, name }) => {
          if (ticket === latest.current) setState({ checking: false, issues, name, text });
        })
        .catch(() => {
          if (ticket === latest.current) setState((s) => ({ ...s, checking: false }));
        });
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [kind, text, id]);
  return state;
}
