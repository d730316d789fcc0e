// The sample rows of a model in a language: its dictionaries loaded once, then the rows made from them.
import { useEffect, useMemo, useState } from 'react';
import { getDictItems } from '../../../runtime/core';
import { fieldLabel, textResolver } from '../../../runtime/render/schema/text';
import type { Lang, ModelSchema, Text } from '../../../runtime/schema/types';
import { dictCodesOf, sampleRows, type SampleRow } from './sampleRows';

type DictItems = Record<string, { value: string; text: string }[]>;

/** The items of the model's dictionaries; a dictionary that fails to load gives no values. */
function useDictItems(model: ModelSchema): DictItems | undefined {
  const [items, setItems] = useState<DictItems>();
  const codes = dictCodesOf(model).join(',');
  useEffect(() => {
    let cancelled = false;
    const list = codes ? codes.split(',') : [];
    void Promise.all(list.map((code) => getDictItems(code).catch(() => []))).then((loaded) => {
      if (cancelled) return;
      const texts = loaded.map((options) =>
        options.map((o) => ({ value: o.value, text: String(o.text ?? o.label ?? o.title ?? o.value) })),
      );
      setItems(Object.fromEntries(list.map((code, i) => [code, texts[i] ?? []])));
    });
    return () => {
      cancelled = true;
    };
  }, [codes]);
  return items;
}

/**
 * Undefined until the model's dictionaries are loaded.
 *
 * @example
 * const rows = useSampleRows(model, 'en-US'); // [{ id: 'sample…1', name: 'Name 1', … }, …]
 */
export function useSampleRows(model: ModelSchema, lang: Lang): SampleRow[] | undefined {
  const dictItems = useDictItems(model);
  return useMemo(() => {
    if (!dictItems) return undefined;
    const tx = textResolver(lang, model['x-i18n']);
    return sampleRows(model, {
      labelOf: (name) => fieldLabel(model, name, tx),
      optionLabel: (label) => (label === undefined ? '' : tx(label as Text)),
      dictItems,
      today: new Date(),
    });
  }, [model, lang, dictItems]);
}
