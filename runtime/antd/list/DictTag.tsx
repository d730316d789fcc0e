import { useDictOptions } from '../fields/useDictOptions';
import { LightTag } from './LightTag';

// Tag colours by the option's place in its dictionary, so a value keeps its colour everywhere.
const PALETTE = ['blue', 'green', 'orange', 'red', 'purple', 'cyan', 'gold', 'magenta', 'geekblue', 'lime'];
const TAG_STYLE = { marginInlineEnd: 4 };

export interface DictTagProps {
  /** The stored value (several for multi-value fields). */
  value: unknown;
  /** The server's `<field>_dictText` label (comma-joined for several values). */
  text?: unknown;
  dictCode?: string;
  /** Colours by value, before the dictionary item's own and the palette (a schema's `tagColors`). */
  colors?: Record<string, string>;
}

/**
 * A dictionary value as coloured tags, labelled by `<field>_dictText` (or the dictionary's text);
 * light tags inside a list's TagScope (LightTag.tsx).
 *
 * @example
 * <DictTag value="H" text="高" dictCode="priority" />
 */
export function DictTag({ value, text, dictCode, colors }: DictTagProps) {
  const { options, loading } = useDictOptions(dictCode);
  if (value === null || value === undefined || value === '') return null;
  const values = Array.isArray(value) ? value.map(String) : String(value).split(',');
  const labels = typeof text === 'string' && text !== '' ? text.split(',') : [];
  // Without the server's label, wait for the dictionary rather than flash the raw code ("1") first.
  if (labels.length === 0 && loading && options.length === 0) return null;
  return (
    <>
      {values.map((v, i) => {
        const index = options.findIndex((o) => String(o.value) === v);
        const option = index >= 0 ? options[index] : undefined;
        const color =
          colors && Object.hasOwn(colors, v)
            ? colors[v]
            : typeof option?.color === 'string'
              ? option.color
              : PALETTE[(index >= 0 ? index : i) % PALETTE.length];
        return (
          <LightTag key={v} color={color} style={TAG_STYLE}>
            {labels[i] ?? option?.text ?? v}
          </LightTag>
        );
      })}
    </>
  );
}
