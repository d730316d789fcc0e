import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILE_CATEGORIES } from '../../../schemas/api/files';

const meta = JSON.parse(readFileSync('schemas/meta/model.schema.json', 'utf8')) as {
  $defs: { StoredFiles: { properties: { category: { enum: string[] } } } };
};

describe('x-storedFiles in the model meta-schema', () => {
  it('accepts exactly the file categories of the stored-file service', () => {
    expect([...meta.$defs.StoredFiles.properties.category.enum].sort()).toEqual(
      Object.keys(FILE_CATEGORIES).sort(),
    );
  });
});
