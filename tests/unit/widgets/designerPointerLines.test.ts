import { describe, expect, it } from 'vitest';
import { pointerLines } from '../../../widgets/schema-designer/pointerLines';

describe('designer pointerLines', () => {
  const text = JSON.stringify(
    { id: 'a.b.list', 'x/y': 1, columns: [{ field: 'title' }, { field: 'isbn', width: 120 }] },
    null,
    2,
  );

  it('finds the line of members, array items and escaped keys', () => {
    const lines = pointerLines(text);
    const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(lines.get('')).toBe(1);
    expect(lines.get('/id')).toBe(lineOf('"id"'));
    expect(lines.get('/x~1y')).toBe(lineOf('"x/y"'));
    expect(lines.get('/columns')).toBe(lineOf('"columns"'));
    expect(lines.get('/columns/1')).toBe(lineOf('"isbn"') - 1);
    expect(lines.get('/columns/1/width')).toBe(lineOf('"width"'));
  });

  it('stops where broken text stops, keeping what it found', () => {
    const lines = pointerLines('{\n  "kind": "list",\n  "columns": [\n    {"field": ');
    expect(lines.get('/kind')).toBe(2);
    expect(lines.get('/columns/0')).toBe(4);
  });
});
