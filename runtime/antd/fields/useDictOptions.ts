// Options of a dictionary for the dictionary widgets and tags: from the login's cache, else fetched
// once per code and shared by every widget that asks (runtime/core/dict); loaded again when the
// dictionaries are reloaded after an edit.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { dictRevisionAtom, loadDictOptions, peekDictOptions, type DictOption } from '../../core';

// The schema test harness clears the options through this module.
export { clearDictOptions, loadDictOptions } from '../../core';

/** The text of an option (`text`, else `label`, else `title`, else its value). */
export function optionText(option: DictOption): string {
  return String(option.text ?? option.label ?? option.title ?? option.value);
}

export interface DictOptionsState {
  options: DictOption[];
  loading: boolean;
  error?: string;
}

/**
 * A dictionary's options as they load.
 *
 * @example
 * const { options, loading } = useDictOptions('case_status');
 */
export function useDictOptions(code: string | undefined): DictOptionsState {
  // Options loaded before (another cell's, the same dictionary) show from the first render, and the
  // effect then neither waits nor renders again.
  const [state, setState] = useState<DictOptionsState>(() => {
    const loaded = code ? peekDictOptions(code) : undefined;
    return loaded ? { options: loaded, loading: false } : { options: [], loading: Boolean(code) };
  });
  const revision = useAtomValue(dictRevisionAtom);
  useEffect(() => {
    if (!code) return;
    const loaded = peekDictOptions(code);
    if (loaded) {
      setState((prev) =>
        prev.options === loaded && !prev.loading ? prev : { options: loaded, loading: false },
      );
      return;
    }
    let current = true;
    // The previous options stay on screen while a reload runs, so an open select does not empty.
    setState((prev) => ({ ...prev, loading: true }));
    loadDictOptions(code).then(
      (options) => current && setState({ options, loading: false }),
      (err: unknown) =>
        current &&
        setState({ options: [], loading: false, error: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      current = false;
    };
  }, [code, revision]);
  return state;
}

export interface DictFilterProps {
  /** Only these values are offered (a filter list). */
  includeValues?: readonly (string | number)[];
  /** These values are not offered (a removal list). */
  excludeValues?: readonly (string | number)[];
}

/**
 * The options left after the filter and removal lists (SPEC §5).
 *
 * @example
 * filterOptions(options, { excludeValues: ['0'] });
 */
export function filterOptions(
  options: readonly DictOption[],
  { includeValues, excludeValues }: DictFilterProps,
) {
  const only = includeValues ? new Set(includeValues.map(String)) : undefined;
  const without = new Set((excludeValues ?? []).map(String));
  return options.filter((o) => (!only || only.has(String(o.value))) && !without.has(String(o.value)));
}

/**
 * Case-insensitive match of typed text against an option's text (SPEC §5).
 *
 * @example
 * matchesText('Hi', '高 HIGH'); // true
 */
export function matchesText(input: string, text: string): boolean {
  return text.toLowerCase().includes(input.trim().toLowerCase());
}

/** Dictionary values are strings; a numeric field stores them as numbers. */
export function typedValue(value: string, numeric: boolean | undefined): string | number {
  return numeric && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}
