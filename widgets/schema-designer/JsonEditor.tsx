// A light JSON editor: a monospace textarea with a line-number gutter that scrolls with it. Tab indents
// by two spaces (Shift+Tab outdents the line) and Enter keeps the current line's indentation, which is
// all hand-written schemas need; no editor library enters the bundle.
import { useRef, type KeyboardEvent, type UIEvent } from 'react';

const INDENT = '  ';
const FONT = "'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, monospace";

export interface JsonEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the text area. */
  label: string;
  /** 1-based lines to mark (lines with problems). */
  marked?: ReadonlySet<number>;
  height?: number;
}

function edit(area: HTMLTextAreaElement, text: string, start: number, end: number, caret: number) {
  area.setRangeText(text, start, end, 'end');
  area.selectionStart = area.selectionEnd = caret;
}

/**
 * @example
 * <JsonEditor label="Model JSON" value={text} onChange={setText} />
 */
export function JsonEditor({ value, onChange, label, marked, height = 420 }: JsonEditorProps) {
  const gutter = useRef<HTMLDivElement>(null);
  const lines = value.split('\n').length;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const area = event.currentTarget;
    const { selectionStart: start, selectionEnd: end } = area;
    const lineStart = value.lastIndexOf('\n', start - 1) + 1;
    if (event.key === 'Tab') {
      event.preventDefault();
      if (event.shiftKey) {
        if (!value.startsWith(INDENT, lineStart)) return;
        edit(area, '', lineStart, lineStart + INDENT.length, Math.max(lineStart, start - INDENT.length));
      } else {
        edit(area, INDENT, start, end, start + INDENT.length);
      }
      onChange(area.value);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const indent = /^[ \t]*/.exec(value.slice(lineStart, start))?.[0] ?? '';
      const opens = /[{[]\s*$/.test(value.slice(lineStart, start));
      const inserted = `\n${indent}${opens ? INDENT : ''}`;
      edit(area, inserted, start, end, start + inserted.length);
      onChange(area.value);
    }
  };
  const onScroll = (event: UIEvent<HTMLTextAreaElement>) => {
    if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
  };

  const common = { fontFamily: FONT, fontSize: 13, lineHeight: '20px', padding: '8px 0', margin: 0 } as const;
  return (
    <div
      style={{ display: 'flex', border: '1px solid #d9d9d9', borderRadius: 6, height, overflow: 'hidden' }}
    >
      <div
        ref={gutter}
        aria-hidden
        style={{
          ...common,
          overflow: 'hidden',
          background: '#fafafa',
          color: '#999',
          textAlign: 'right',
          minWidth: 44,
        }}
      >
        {Array.from({ length: lines }, (_, i) => (
          <div
            key={i}
            style={{
              padding: '0 8px',
              ...(marked?.has(i + 1) ? { background: '#fff1f0', color: '#cf1322' } : {}),
            }}
          >
            {i + 1}
          </div>
        ))}
        <div style={{ height: 40 }} />
      </div>
      <textarea
        aria-label={label}
        value={value}
        spellCheck={false}
        wrap="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        style={{
          ...common,
          flex: 1,
          border: 0,
          outline: 'none',
          resize: 'none',
          padding: '8px 12px',
          whiteSpace: 'pre',
          overflow: 'auto',
        }}
      />
    </div>
  );
}
