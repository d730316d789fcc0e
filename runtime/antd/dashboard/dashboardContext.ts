// What every card of a dashboard shares: the models the page loaded (an aggregate's x-api), the page's
// params and texts, and the refresh tick that makes every card read again.
import { createContext } from 'react';
import type { TextResolver } from '../../render/schema/text';
import type { ModelSchema } from '../../render/schemaLite';

export interface DashboardContextValue {
  models: ReadonlyMap<string, { schema: ModelSchema }>;
  params: Record<string, unknown>;
  /** Counts refreshes: a change makes each card read again. */
  tick: number;
  tx: TextResolver;
}

export const DashboardContext = createContext<DashboardContextValue>({
  models: new Map(),
  params: {},
  tick: 0,
  tx: (_text, fallback = '') => fallback,
});
