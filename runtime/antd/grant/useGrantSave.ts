// Saves a grant page's diff (JeecgBoot's saveRolePermission: the chosen ids and the ids held when
// loaded, comma-joined) and reports the outcome: nothing changed, the server's refusal in its own
// words (a 403 "granting what you do not hold" included, which the generic handler would word as
// "access denied"), or success.
import { useCallback, useState } from 'react';
import { http, type ApiEnvelope } from '../../core';
import type { GrantPageSchema } from '../../render/schemaLite';
import { evaluateParams } from '../../render/actions/evaluate';
import { grantDiff, type GrantIndex } from './grantState';

export type SaveOutcome =
  { status: 'unchanged' } | { status: 'saved'; message: string } | { status: 'refused'; message: string };

const messageOf = (err: unknown): string => {
  const data = (err as { response?: { data?: { message?: unknown } } }).response?.data;
  if (typeof data?.message === 'string' && data.message) return data.message;
  return err instanceof Error ? err.message : String(err);
};

/**
 * `save(granted, held, index)` posts the diff unless nothing changed.
 *
 * @example
 * const { save, saving } = useGrantSave(page, params);
 * const outcome = await save(granted, held, index);
 */
export function useGrantSave(page: GrantPageSchema, params: Record<string, unknown>) {
  const [saving, setSaving] = useState(false);
  const save = useCallback(
    async (
      granted: ReadonlySet<string>,
      held: readonly string[],
      index: GrantIndex,
    ): Promise<SaveOutcome> => {
      const diff = grantDiff(granted, held, index);
      if (!diff.changed) return { status: 'unchanged' };
      const body = {
        ...evaluateParams(page.save.params, { params }),
        [page.save.idsField ?? 'permissionIds']: diff.ids.join(','),
        [page.save.lastIdsField ?? 'lastpermissionIds']: diff.lastIds.join(','),
      };
      setSaving(true);
      try {
        const envelope = await http.post<unknown, ApiEnvelope>(page.save.api, body, {
          quietStatuses: [400, 403],
        });
        if (!envelope.success) return { status: 'refused', message: envelope.message };
        return { status: 'saved', message: envelope.message };
      } catch (err) {
        return { status: 'refused', message: messageOf(err) };
      } finally {
        setSaving(false);
      }
    },
    [page, params],
  );
  return { save, saving };
}
