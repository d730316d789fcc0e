// Repository schemas and a compile helper for the Formily compiler tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ISchema } from '@formily/json-schema';
import { compileForm, type FormCompileOptions } from '../../../runtime/render/formily/compileForm';
import { textResolver } from '../../../runtime/render/schema/text';
import { midSentence } from '../../../runtime/core';
import type { FormPageSchema, ModelSchema, SchemaDoc } from '../../../runtime/render/schemaLite';
import en from '../../../runtime/render/locales/en-US';
import zh from '../../../runtime/render/locales/zh-CN';

const ROOT = join(import.meta.dirname, '../../..');

/** A parsed repository schema file. */
export function repoJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
}

function translate(table: Record<string, unknown>) {
  return (key: string, options: Record<string, unknown> = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], table);
    // The i18next interpolation the app uses, with its one formatter (`{{label, midSentence}}`).
    return String(text ?? key).replace(/\{\{(\w+)(?:, *(\w+))?\}\}/g, (_, name: string, format?: string) =>
      format === 'midSentence' ? midSentence(options[name]) : String(options[name] ?? ''),
    );
  };
}

/** Compiles a form page with the zh-CN (default) or en-US texts. */
export function compile(
  page: FormPageSchema,
  model: ModelSchema,
  options: Partial<FormCompileOptions> & { lang?: 'zh-CN' | 'en-US'; extraModels?: ModelSchema[] } = {},
) {
  const lang = options.lang ?? 'zh-CN';
  const models = new Map<string, SchemaDoc<ModelSchema>>(
    [model, ...(options.extraModels ?? [])].map((m) => [
      m.$id.replace('urn:lowcode:model:', ''),
      { file: m.$id, schema: m },
    ]),
  );
  return compileForm(page, model, {
    mode: 'add',
    tx: textResolver(lang, page.i18n, model['x-i18n']),
    t: translate(lang === 'zh-CN' ? zh : en),
    scope: { params: {} },
    models,
    ...options,
  });
}

/** The field schemas of a compiled form, by name (sections and grids walked through). */
export function fieldsOfSchema(schema: ISchema): Record<string, ISchema> {
  const out: Record<string, ISchema> = {};
  const walk = (node: ISchema) => {
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      if (child.type === 'void') walk(child);
      else out[name] = child;
    }
  };
  walk(schema);
  return out;
}
