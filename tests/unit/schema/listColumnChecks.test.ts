// The schema checks of the list properties for rows a hand-written endpoint answers: a column's
// `fallback` names a property of the model, a `filter` needs options to list, a column's own `options`
// let it show dictionary tags, and a list `summary` / page `titleValues` are checked like the rest.
import { describe, expect, it } from 'vitest';
import { formatIssue, loadSchemaSet, type SchemaSource } from '../../../runtime/schema/index.js';
import { repositorySchemas, schemaCopy } from './helpers.js';

type Doc = Record<string, unknown> & { columns: Record<string, unknown>[] };

const READERS = 'schemas/pages/system/announcement.readers.json';
const CASES = 'schemas/pages/caseManage/case.list.json';

/** The issues of the repository's pages with one page changed. */
function issuesWith(path: string, change: (doc: Doc) => void): string[] {
  const { models, pages } = repositorySchemas();
  const doc = schemaCopy<Doc>(path);
  change(doc);
  const changed: SchemaSource[] = [...pages.filter((s) => s.path !== path), { path, value: doc }];
  const all = loadSchemaSet({ models, pages: changed }).issues.map(formatIssue);
  return all.filter((issue) => issue.startsWith(path));
}

describe('list column and summary checks', () => {
  it('accepts the readers page (fallback, options with a filter, summary, titleValues)', () => {
    expect(issuesWith(READERS, () => undefined)).toEqual([]);
  });

  it('reports a filter with no options to list', () => {
    expect(issuesWith(READERS, (d) => void delete d.columns[2]!.options)).toEqual([
      `${READERS}#/columns/2/filter: a column filter needs the column's options or a field with x-options`,
    ]);
  });

  it('reports a fallback that is not a property of the model', () => {
    expect(issuesWith(CASES, (d) => void (d.columns[1]!.fallback = 'nickname'))).toEqual([
      `${CASES}#/columns/1/fallback: property "nickname" does not exist in model "biz_case"`,
    ]);
  });

  it('lets a column of a plain text property show tags from its own options', () => {
    const tags = (d: Doc) => void (d.columns[1]!.display = 'dictTag');
    expect(issuesWith(CASES, tags)).toEqual([
      `${CASES}#/columns/1/display: "dictTag" needs a field with x-dict or x-options`,
    ]);
    const own = (d: Doc) => {
      tags(d);
      d.columns[1]!.options = [{ value: 'a', label: 'A' }];
    };
    expect(issuesWith(CASES, own)).toEqual([]);
  });

  it('rejects malformed new properties with their pointer', () => {
    const issues = issuesWith(READERS, (d) => {
      d.summary = { text: 'x' };
      d.columns[2]!.options = [{ value: '0' }];
      d.titleValues = 'title';
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${READERS}#/summary/when`),
        expect.stringContaining(`${READERS}#/columns/2/options/0/label`),
        expect.stringContaining(`${READERS}#/titleValues`),
      ]),
    );
  });
});
