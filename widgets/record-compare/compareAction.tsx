import type { ActionHandlerContext } from '../../runtime/render';
import { getAction } from '../../runtime/core';
import { CompareModal, type CompareVersion } from './CompareModal';
import { contentOf, type Json } from './diffRecords';

/** A literal string parameter of the action (the schema names fields and the id parameters). */
const literal = (context: ActionHandlerContext, name: string, fallback: string): string => {
  const value = context.action.params?.[name];
  return typeof value === 'string' && value !== '' ? value : fallback;
};

/**
 * The `records.compare` bulk action: the two selected rows' versions side by side. The action's
 * params name the row field holding the content (`contentField`, JSON text or an object; default
 * `dataContent`) and the one labelling a version (`labelField`, default `dataVersion`). With an `api`,
 * the two versions are read from it (`GET <api>?<idParam1>=&<idParam2>=`, JeecgBoot's
 * `/sys/dataLog/queryCompareList` with `dataId1` / `dataId2`), which also checks they belong together.
 *
 * @example
 * registerActionHandler('records.compare', showCompare);
 */
export function showCompare(context: ActionHandlerContext): void {
  const rows = context.selection ?? [];
  const contentField = literal(context, 'contentField', 'dataContent');
  const labelField = literal(context, 'labelField', 'dataVersion');
  const version = (row: Json): CompareVersion => ({
    label: String(row[labelField] ?? ''),
    content: contentOf(row[contentField]),
  });
  const api = context.action.api?.url;
  const load = async (): Promise<[CompareVersion, CompareVersion]> => {
    if (!api) return [version(rows[0]!), version(rows[1]!)];
    const idKey = literal(context, 'idField', 'id');
    const { result } = await getAction<Json[]>(api, {
      [literal(context, 'idParam1', 'dataId1')]: rows[0]![idKey],
      [literal(context, 'idParam2', 'dataId2')]: rows[1]![idKey],
    });
    if (!Array.isArray(result) || result.length !== 2) throw new Error('two versions expected');
    return [version(result[0]!), version(result[1]!)];
  };
  context.show((close) => (
    <CompareModal load={load} problem={rows.length === 2 ? undefined : 'pickTwo'} onClose={close} />
  ));
}
