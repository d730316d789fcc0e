// Several stored documents saved as one change: a model with the pages that show its fields, as the
// designer's fields table edits them together. Each is checked against the others' new texts, so a
// field added, removed or renamed in the model and its pages at once is valid in any order (saved one
// by one, a removal is refused while the stored pages still show the field, and a rename in either
// order). All are written in one transaction and brought live together, or none is.
import { parseJson } from '../../../runtime/schema/index.js';
import { claimedName, type Translate } from './checks.js';
import { unconfirmed } from './data-loss.js';
import { DataLossRefused, type OnlineSchemas, type Prepared, type SaveOptions } from './service.js';
import type { StoredRow } from './store.js';

/** A stored document and its new text. */
export interface DocumentEdit {
  row: StoredRow;
  content: string;
}

/**
 * Validates documents written together: each (`pending[i]`, the next version of `currents[i]` or a new
 * one) against the stored schemas with the others' new texts in place of theirs; then refuses the data
 * losses `confirmed` does not name, over all of them.
 *
 * @example
 * const drafts = await prepareTogether(online, pending, currents, t, options.confirmDataLoss);
 */
export async function prepareTogether(
  online: OnlineSchemas,
  pending: readonly StoredRow[],
  currents: readonly (StoredRow | undefined)[],
  t: Translate,
  confirmed: readonly string[] | undefined,
): Promise<Prepared[]> {
  const drafts: Prepared[] = [];
  for (const [i, own] of pending.entries()) {
    const others = pending.filter((p) => p.id !== own.id);
    drafts.push(await online.prepare(own.kind, own.content, currents[i], t, others));
  }
  const losses = unconfirmed(
    drafts.flatMap((d) => d.dataLoss),
    confirmed,
  );
  if (losses.length > 0) throw new DataLossRefused(losses);
  return drafts;
}

/**
 * Saves each document's new text as its next version; refuses them all (SchemaRefused,
 * DataLossRefused) when any one is refused.
 * @returns the documents written, in the order given.
 *
 * @example
 * await saveMany(online, [{ row: model, content }, { row: list, content: listText }], 'admin', t, {});
 */
export async function saveMany(
  online: OnlineSchemas,
  edits: readonly DocumentEdit[],
  by: string,
  t: Translate,
  options: SaveOptions,
): Promise<StoredRow[]> {
  const pending: StoredRow[] = [];
  for (const { row, content } of edits) {
    const name = claimedName(row.kind, parseJson(content, row.name).value);
    // No name to check the others against: the document alone says what is wrong.
    if (name === undefined) await online.prepare(row.kind, content, row, t);
    pending.push({ ...row, name: name!, content });
  }
  const drafts = await prepareTogether(
    online,
    pending,
    edits.map((e) => e.row),
    t,
    options.confirmDataLoss,
  );
  const written = await online.ctx.db.transaction().execute(async (trx) => {
    const rows: StoredRow[] = [];
    for (const draft of drafts) rows.push(await online.write(trx, draft, by, options.note, t));
    return rows;
  });
  await online.install(drafts);
  return written;
}
