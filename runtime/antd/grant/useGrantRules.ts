// One menu's data rules for a holder (`rules` of a grant page): which exist, which the holder applies,
// and saving the choice. The GET takes its ids as path segments, as JeecgBoot's `…/datarule/{a}/{b}`.
import { useCallback, useEffect, useState } from 'react';
import { errorMessageOf, getAction, postAction } from '../../core';
import type { GrantRules } from '../../render/schemaLite';
import { evaluateParams } from '../../render/actions/evaluate';
import type { GrantNode } from './grantState';

/** A data rule as `…/datarule` lists it. */
export interface DataRule {
  id: string;
  ruleName?: string;
  ruleColumn?: string;
  ruleConditions?: string;
  ruleValue?: string;
}

export type RulesState =
  | { status: 'loading' }
  | { status: 'ready'; rules: DataRule[]; checked: string[] }
  /** The server's text: no rules on this menu, the menu not granted yet, or a failure. */
  | { status: 'none'; message: string };

/**
 * The rules of `node` for the page's holder, and `save(ids)` resolving to the server's message or
 * rejecting with it.
 *
 * @example
 * const { state, save } = useGrantRules(page.rules, node, { roleId });
 */
export function useGrantRules(rules: GrantRules, node: GrantNode, params: Record<string, unknown>) {
  const [state, setState] = useState<RulesState>({ status: 'loading' });
  const values = evaluateParams(rules.params, { record: node, params });
  const path = `${rules.api}/${Object.values(values)
    .map((v) => encodeURIComponent(String(v ?? '')))
    .join('/')}`;
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getAction<{ datarule?: DataRule[]; drChecked?: string }>(path)
      .then((envelope) => {
        if (!current) return;
        const rows = envelope.result?.datarule ?? [];
        if (!envelope.success || rows.length === 0) setState({ status: 'none', message: envelope.message });
        else {
          const checked = (envelope.result?.drChecked ?? '').split(',').filter(Boolean);
          setState({ status: 'ready', rules: rows, checked });
        }
      })
      .catch((error: unknown) => current && setState({ status: 'none', message: errorMessageOf(error) }));
    return () => {
      current = false;
    };
  }, [path]);
  const body = JSON.stringify(values);
  const save = useCallback(
    async (ids: string[]) => {
      const envelope = await postAction(rules.api, { ...JSON.parse(body), dataRuleIds: ids.join(',') });
      if (!envelope.success) throw new Error(envelope.message);
      return envelope.message;
    },
    [rules.api, body],
  );
  return { state, save };
}
