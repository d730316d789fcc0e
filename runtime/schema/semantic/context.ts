// What the semantic pass knows while it runs: the documents, the caller's registries, and the issues.
import { issueOf, pointerOf, type SchemaIssue } from '../issues.js';
import { nameOfModel } from '../model.js';
import type { IssueCode, IssueParams } from '../texts/index.js';
import type { ModelSchema, PageSchema } from '../types.js';

/** A parsed, structurally valid document and where it came from. */
export interface SchemaDoc<T> {
  /** Repository path (`schemas/models/biz_case.json`) or a name for stored schemas. */
  file: string;
  schema: T;
}

/** Registries the schema layer cannot see by itself; a check runs only when its input is given. */
export interface SemanticOptions {
  /** Registered widget names (runtime/render's registry). */
  widgets?: Iterable<string>;
  /** JSON Schemas of widget props, by widget name; page `props` are validated against them. */
  widgetProps?: Readonly<Record<string, object>>;
  /** Seeded dictionary codes. */
  dictCodes?: Iterable<string>;
  /** i18n keys the client registers itself (e.g. `common.add`); with it, every `$t` key must resolve. */
  textKeys?: Iterable<string>;
  /** Models and pages that exist but failed structural validation: references to them are not reported again. */
  brokenModels?: ReadonlySet<string>;
  brokenPages?: ReadonlySet<string>;
}

export class Context {
  readonly issues: SchemaIssue[] = [];
  readonly models = new Map<string, SchemaDoc<ModelSchema>>();
  readonly pages = new Map<string, SchemaDoc<PageSchema>>();
  readonly widgets?: ReadonlySet<string>;
  readonly dictCodes?: ReadonlySet<string>;
  readonly textKeys?: ReadonlySet<string>;

  constructor(
    models: readonly SchemaDoc<ModelSchema>[],
    pages: readonly SchemaDoc<PageSchema>[],
    readonly options: SemanticOptions,
  ) {
    for (const doc of models) {
      const name = nameOfModel(doc.schema);
      const first = this.models.get(name);
      if (first) this.report(doc.file, '/$id', 'modelDefinedTwice', { model: name, file: first.file });
      else this.models.set(name, doc);
    }
    for (const doc of pages) {
      const first = this.pages.get(doc.schema.id);
      if (first) this.report(doc.file, '/id', 'pageIdTaken', { id: doc.schema.id, file: first.file });
      else this.pages.set(doc.schema.id, doc);
    }
    if (options.widgets) this.widgets = new Set(options.widgets);
    if (options.dictCodes) this.dictCodes = new Set(options.dictCodes);
    if (options.textKeys) this.textKeys = new Set(options.textKeys);
  }

  report(file: string, pointer: string, code: IssueCode, params: IssueParams = {}): void {
    this.issues.push(issueOf(file, pointer, code, params));
  }

  /** Reports an unregistered widget. */
  checkWidget(file: string, pointer: string, widget: string | undefined): void {
    if (widget === undefined || !this.widgets || this.widgets.has(widget)) return;
    this.report(file, pointer, 'widgetUnknown', { widget });
  }
}

export { pointerOf };
