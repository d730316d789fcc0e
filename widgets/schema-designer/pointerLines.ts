// Where each JSON pointer of a document starts, as a 1-based line, so the editor can mark the lines
// that validation messages name. A small scanner over the text (the document already parsed, or the
// scan stops where it breaks); no parser library.

/**
 * Lines of every value in `text` by JSON pointer ('' is the root).
 *
 * @example
 * pointerLines('{\n  "a": [1,\n 2]\n}').get('/a/1'); // 3
 */
export function pointerLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let at = 0;
  let line = 1;
  const skip = () => {
    while (at < text.length && /\s/.test(text[at]!)) {
      if (text[at] === '\n') line++;
      at++;
    }
  };
  const string = (): string => {
    const start = at;
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
    try {
      return JSON.parse(text.slice(start, at)) as string;
    } catch {
      return text.slice(start + 1, at - 1);
    }
  };
  const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const value = (pointer: string, depth: number): void => {
    skip();
    if (at >= text.length || depth > 64) return;
    lines.set(pointer, line);
    const ch = text[at];
    if (ch === '{' || ch === '[') {
      const object = ch === '{';
      at++;
      for (let index = 0; ; index++) {
        skip();
        if (at >= text.length) return;
        if (text[at] === (object ? '}' : ']')) {
          at++;
          return;
        }
        let key = String(index);
        let keyLine = line;
        if (object) {
          if (text[at] !== '"') return;
          keyLine = line;
          key = string();
          skip();
          if (text[at] !== ':') return;
          at++;
        }
        const child = `${pointer}/${escape(key)}`;
        const before = at;
        value(child, depth + 1);
        // A member is marked where its name is written.
        lines.set(child, keyLine);
        skip();
        if (text[at] === ',') at++;
        else if (at === before) return;
      }
    }
    if (ch === '"') {
      string();
      return;
    }
    while (at < text.length && !/[\s,\]}]/.test(text[at]!)) at++;
  };
  value('', 0);
  return lines;
}

/**
 * The lines to mark for issues: each issue's pointer, or its nearest ancestor the text has.
 *
 * @example
 * markedLines(text, ['/columns/3/field']); // Set { 12 }
 */
export function markedLines(text: string, pointers: readonly string[]): Set<number> {
  const lines = pointerLines(text);
  const marked = new Set<number>();
  for (const pointer of pointers) {
    let at = pointer;
    while (!lines.has(at) && at !== '') at = at.slice(0, at.lastIndexOf('/'));
    const line = lines.get(at);
    if (line !== undefined) marked.add(line);
  }
  return marked;
}
