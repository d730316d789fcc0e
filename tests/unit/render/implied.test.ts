// Production builds expand trusted documents only when render/schema/implied.ts says they lean on
// implied defaults; a document the expansion would change (beyond a form's layout, which the renderer
// defaults alike) must be one it flags, or its page would render unexpanded.
import { describe, expect, it } from 'vitest';
import { expandSchemaSet, type ModelSchema, type PageSchema } from '../../../runtime/schema/index.js';
import { modelImplies, pageImplies } from '../../../runtime/render/schema/implied';
import { repositorySchemas } from '../schema/helpers.js';

const parsed = <T>(sources: { path: string; text?: string }[]) =>
  sources.map((s) => ({ file: s.path, schema: JSON.parse(s.text ?? '') as T }));

/** The page without the layout the expansion gives every form. */
const withoutLayout = (page: PageSchema) => {
  const { layout: _layout, ...rest } = page as PageSchema & { layout?: unknown };
  return rest;
};

describe('documents that lean on implied defaults', () => {
  const sources = repositorySchemas();
  const models = parsed<ModelSchema>(sources.models);
  const pages = parsed<PageSchema>(sources.pages);
  const expanded = expandSchemaSet(models, pages);

  it('are flagged whenever the expansion changes a repository page', () => {
    const changed = expanded.pages.filter((doc) => {
      const before = pages.find((p) => p.file === doc.file);
      return (
        !before || JSON.stringify(withoutLayout(doc.schema)) !== JSON.stringify(withoutLayout(before.schema))
      );
    });
    expect(changed.length).toBeGreaterThan(0);
    for (const doc of changed) {
      const before = pages.find((p) => p.file === doc.file);
      // An implied modal is found missing by the loader, which then loads the expansion.
      if (before)
        expect({ file: doc.file, flagged: pageImplies(before.schema) }).toEqual({
          file: doc.file,
          flagged: true,
        });
      else expect(doc.schema.kind).toBe('modal');
    }
  });

  it('are flagged whenever the expansion changes a repository model, and only then', () => {
    expanded.models.forEach((doc, i) => {
      const changed = JSON.stringify(doc.schema) !== JSON.stringify(models[i]!.schema);
      expect({ file: doc.file, flagged: modelImplies(models[i]!.schema) }).toEqual({
        file: doc.file,
        flagged: changed,
      });
    });
  });
});
