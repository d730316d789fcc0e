// Options of a dictionary for the dictionary widgets and tags: from the login's cache, else fetched
// once per code and shared by every widget that asks.
import { useEffect, useState } from 'react';
import { getDictItems, type DictOption } from '../../core';

const pending = new Map<string, Promise<DictOption[]>>();

/**
 * Loads a dictionary's options (shared between callers; a failure is retried by the next caller).
 *
 * @example
 * const options = await loadDictOptions('priority');
 */
export function loadDictOptions(code: string): Promise<DictOption[]> {
  let request = pending.get(code);
  if (!request) {
    request = getDictItems(code);
    request.catch(() => pending.delete(code));
    pending.set(code, request);
  }
  return request;
}

/** Forgets loaded dictionaries (after an edit of dictionary items, and in tests). */
export function clearDictOptions(): void {
  pending.clear();
}

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
  const [state, setState] = useState<DictOptionsState>({ options: [], loading: Boolean(code) });
  useEffect(() => {
    if (!code) return;
    let current = true;
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
  }, [code]);
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
