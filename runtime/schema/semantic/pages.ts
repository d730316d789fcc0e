// Semantic checks of pages: every field exists in the page's model (and fits how it is used), every
// widget is registered and gets valid props, every target page exists, and actions have what their
// type needs.
import { createAjv, type Ajv, type ValidateFunction } from '../ajv.js';
import { issuesFromAjv } from '../issues.js';
import type { IssueCode, IssueParams } from '../texts/index.js';
import { isStoredField, modelFields } from '../model.js';
import type {
  Action,
  ApiOperation,
  FormField,
  ModelField,
  ModelSchema,
  PageKind,
  PageSchema,
  SearchOp,
} from '../types.js';
import { RICH_TEXT_WIDGET } from '../widgets.js';
import type { Context, SchemaDoc } from './context.js';
import { checkDashboard } from './dashboardPage.js';
import { checkSplit } from './splitPage.js';
import { checkExpressionsAndTexts, checkLocales } from './walk.js';

const TEXT_OPS: readonly SearchOp[] = ['like', 'leftLike', 'rightLike'];
const RANGE_OPS: readonly SearchOp[] = ['between', 'gt', 'ge', 'lt', 'le'];

let propsAjv: Ajv | undefined;
const propsValidators = new WeakMap<object, ValidateFunction>();

/** Checks one page; `ctx.pages` and `ctx.models` hold every document. */
export class PageChecker {
  private readonly model?: ModelSchema;
  private readonly fields: Record<string, ModelField> = {};

  constructor(
    private readonly ctx: Context,
    private readonly doc: SchemaDoc<PageSchema>,
  ) {
    const name = doc.schema.model;
    if (name === undefined) return;
    this.model = ctx.models.get(name)?.schema;
    if (this.model) this.fields = modelFields(this.model);
    else if (!ctx.options.brokenModels?.has(name)) this.report('/model', 'modelMissing', { model: name });
  }

  private report(pointer: string, code: IssueCode, params?: IssueParams): void {
    this.ctx.report(this.doc.file, pointer, code, params);
  }

  /** The model property, or undefined after reporting that it is missing. */
  private field(name: string, pointer: string, fields = this.fields, model = this.doc.schema.model) {
    if (!this.model) return undefined;
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!field) this.report(pointer, 'propertyNotInModel', { property: name, model: model ?? '' });
    return field;
  }

  /** A field shown to the client: it must exist and must not be secret. */
  private shown(name: string, pointer: string): ModelField | undefined {
    const field = this.field(name, pointer);
    if (field?.['x-storage']?.secret) this.report(pointer, 'propertySecret', { property: name });
    return field;
  }

  private readonly missingModels = new Set<string>();

  /** Another model a page names (a dashboard's cards), reported once per page when missing. */
  private otherModel(name: string, pointer: string): ModelSchema | undefined {
    const model = this.ctx.models.get(name)?.schema;
    if (model || this.ctx.options.brokenModels?.has(name) || this.missingModels.has(name)) return model;
    this.missingModels.add(name);
    this.report(pointer, 'modelMissing', { model: name });
    return undefined;
  }

  private page(id: string, pointer: string, kinds?: readonly PageKind[]): void {
    const target = this.ctx.pages.get(id)?.schema;
    if (!target) {
      if (!this.ctx.options.brokenPages?.has(id)) this.report(pointer, 'pageMissing', { page: id });
    } else if (kinds && !kinds.includes(target.kind)) {
      const expected = kinds.map((kind) => ({ value: kind }));
      this.report(pointer, 'pageWrongKind', { page: id, kind: target.kind, expected });
    }
  }

  private widget(
    pointer: string,
    widget: string | undefined,
    props: Record<string, unknown> | undefined,
  ): void {
    this.ctx.checkWidget(this.doc.file, `${pointer}/widget`, widget);
    const schema = widget === undefined ? undefined : this.ctx.options.widgetProps?.[widget];
    if (!schema || props === undefined) return;
    propsAjv ??= createAjv({ withMeta: false });
    let validate = propsValidators.get(schema);
    if (!validate) {
      validate = propsAjv.compile(schema);
      propsValidators.set(schema, validate);
    }
    if (!validate(props)) {
      for (const issue of issuesFromAjv(this.doc.file, validate.errors ?? [])) {
        this.ctx.issues.push({ ...issue, pointer: `${pointer}/props${issue.pointer}` });
      }
    }
  }

  run(): void {
    const page = this.doc.schema;
    const match = /(?:^|\/)pages\/([^/]+)\/([^/]+)\.json$/.exec(this.doc.file);
    if (match && page.id !== `${match[1]}.${match[2]}`) {
      this.report('/id', 'pageIdMismatch', { id: `${match[1]}.${match[2]}` });
    }
    if (page.menu && !page.menuKey) this.report('/menu', 'menuNeedsMenuKey');
    page.actions?.forEach((action, i) => this.action(action, `/actions/${i}`));
    const ids = new Set<string>();
    page.actions?.forEach((action, i) => {
      if (ids.has(action.id)) this.report(`/actions/${i}/id`, 'actionIdTwice', { id: action.id });
      ids.add(action.id);
    });
    if (page.kind === 'list') this.list(page);
    else if (page.kind === 'form') this.form(page);
    else if (page.kind === 'detail') this.detail(page);
    else if (page.kind === 'split')
      checkSplit(page, {
        report: (at, code, params) => this.report(at, code, params),
        page: (id, at) => this.page(id, at, ['list', 'form', 'detail', 'grant']),
      });
    else if (page.kind === 'dashboard')
      checkDashboard(page, {
        report: (at, code, params) => this.report(at, code, params),
        model: (name, at) => this.otherModel(name, at),
      });
    else if (page.kind === 'modal')
      this.page(page.content.page, '/content/page', ['list', 'form', 'detail', 'grant', 'report']);
    checkLocales(this.ctx, this.doc.file, '/i18n', page.i18n);
    const modelTexts = this.model?.['x-i18n'];
    checkExpressionsAndTexts(this.ctx, this.doc.file, page, [page.i18n, modelTexts]);
  }

  private list(page: Extract<PageSchema, { kind: 'list' }>): void {
    // Rows of no model (object storage's objects) need the API that answers them.
    if (!page.model && !page.dataSource?.api) this.report('/dataSource/api', 'listWithoutModel');
    if (page.dataSource?.rowKey) this.field(page.dataSource.rowKey, '/dataSource/rowKey');
    page.dataSource?.defaultSort?.forEach((s, i) =>
      this.sortable(s.field, `/dataSource/defaultSort/${i}/field`),
    );
    page.search?.fields.forEach((search, i) => {
      const at = `/search/fields/${i}`;
      const field = this.shown(search.field, `${at}/field`);
      this.widget(at, search.widget, search.props);
      if (!field || !search.op) return;
      const isText = field.type === 'string' && !field.format;
      const isRange = field.type === 'integer' || field.type === 'number' || field.format !== undefined;
      if (TEXT_OPS.includes(search.op) && !isText) this.report(`${at}/op`, 'opNeedsText', { op: search.op });
      if (RANGE_OPS.includes(search.op) && !isRange) {
        this.report(`${at}/op`, 'opNeedsRange', { op: search.op });
      }
    });
    page.columns.forEach((column, i) => {
      const at = `/columns/${i}`;
      const field = this.shown(column.field, `${at}/field`);
      if (column.link) this.page(column.link.target, `${at}/link/target`);
      if (column.action && !this.rowAction(page, column.action)) {
        this.report(`${at}/action`, 'rowActionMissing', { id: column.action });
      }
      if (column.fallback) this.shown(column.fallback, `${at}/fallback`);
      // A filter lists the column's options; without a model its own are the only ones.
      if (column.filter && !column.options && !field?.['x-options'])
        this.report(`${at}/filter`, 'filterNeedsOptions');
      if (!field) return;
      // The model's list answers without it (x-inList: false); another API may have it.
      if (field['x-inList'] === false && !page.dataSource?.api)
        this.report(`${at}/field`, 'notInList', { property: column.field });
      this.guarded(column, field, at);
      if (column.sortable) this.sortable(column.field, `${at}/sortable`);
      // The column's own options label its values as x-options do.
      if (!column.options) this.display(column.display, field, `${at}/display`);
    });
    if (page.table?.tree) this.field(page.table.tree.parentField, '/table/tree/parentField');
  }

  private rowAction(page: Extract<PageSchema, { kind: 'list' }>, id: string): boolean {
    return (page.actions ?? []).some(
      (a) => a.id === id && (Array.isArray(a.position) ? a.position : [a.position]).includes('row'),
    );
  }

  /**
   * A shown property and its page element agree on the code that guards it: the server leaves an
   * `x-permission` property out for users without the code, so the page hides exactly what the server
   * withholds, and never hides (with a code of its own) what the server would still send.
   */
  private guarded(element: { field: string; permission?: string }, def: ModelField, at: string): void {
    const code = def['x-permission'];
    if (code && element.permission !== code) {
      this.report(`${at}/permission`, 'fieldPermissionMismatch', { code, property: element.field });
    } else if (!code && element.permission) {
      this.report(`${at}/permission`, 'fieldPermissionNotEnforced', {
        code: element.permission,
        property: element.field,
      });
    }
  }

  private sortable(name: string, pointer: string): void {
    const field = this.field(name, pointer);
    if (field && (!isStoredField(field) || field['x-storage']?.secret)) {
      this.report(pointer, 'notSortable', { property: name });
    }
  }

  private display(display: string | undefined, field: ModelField, pointer: string): void {
    // Fixed options label their values as a dictionary does (the server's `<field>_dictText`).
    if (display === 'dictTag' && !field['x-dict'] && !field['x-options'])
      this.report(pointer, 'displayNeedsDict');
    if (display === 'refLabel' && !field['x-ref']) this.report(pointer, 'displayNeedsRef');
  }

  private formField(field: FormField, at: string, fields?: Record<string, ModelField>, model?: string): void {
    const def = this.field(field.field, `${at}/field`, fields, model);
    if (def) this.guarded(field, def, at);
    this.widget(at, field.widget, field.props);
    // The editor's HTML reaches the database unsanitised unless the model field asks the server to clean it.
    if (field.widget === RICH_TEXT_WIDGET && def && def['x-sanitize'] !== 'html') {
      this.report(`${at}/widget`, 'richTextOnUnsanitised', {
        widget: RICH_TEXT_WIDGET,
        property: field.field,
        model: model ?? this.doc.schema.model ?? '',
      });
    }
    field.rules?.forEach((rule, i) => {
      const r = `${at}/rules/${i}`;
      if (rule.type === 'checkRule' && !rule.ruleCode)
        this.report(`${r}/ruleCode`, 'requiredForRule', { rule: 'checkRule' });
      if (rule.type === 'expr' && !rule.rule) this.report(`${r}/rule`, 'requiredForRule', { rule: 'expr' });
      if (rule.type === 'pattern') {
        if (!rule.pattern) this.report(`${r}/pattern`, 'requiredForRule', { rule: 'pattern' });
        else {
          try {
            new RegExp(rule.pattern, 'u');
          } catch {
            this.report(`${r}/pattern`, 'regexInvalid');
          }
        }
      }
      if (rule.type === 'duplicate' && def && !def['x-storage']?.unique) {
        this.report(`${r}/type`, 'duplicateNeedsUnique');
      }
    });
  }

  private form(page: Extract<PageSchema, { kind: 'form' }>): void {
    page.sections.forEach((section, i) => {
      const at = `/sections/${i}`;
      if ((section.fields === undefined) === (section.subTable === undefined)) {
        this.report(at, 'fieldsOrSubTable');
      }
      section.fields?.forEach((field, j) => this.formField(field, `${at}/fields/${j}`));
      const sub = section.subTable;
      if (!sub) return;
      const relation = this.field(sub.relation, `${at}/subTable/relation`);
      const ref = relation?.['x-ref'];
      if (relation && !ref?.foreignKey) {
        this.report(`${at}/subTable/relation`, 'notOneToMany', { property: sub.relation });
        return;
      }
      const child = ref ? this.ctx.models.get(ref.model)?.schema : undefined;
      if (!child || !ref) return;
      const childFields = modelFields(child);
      sub.fields.forEach((field, j) => {
        this.formField(field, `${at}/subTable/fields/${j}`, childFields, ref.model);
        if (field.field === ref.foreignKey || field.field === ref.orderField) {
          this.report(`${at}/subTable/fields/${j}/field`, 'setByServer', { property: field.field });
        }
      });
    });
    page.rules?.forEach((rule, i) =>
      rule.fields?.forEach((name, j) => this.field(name, `/rules/${i}/fields/${j}`)),
    );
  }

  private detail(page: Extract<PageSchema, { kind: 'detail' }>): void {
    page.sections.forEach((section, i) =>
      section.fields.forEach((f, j) => {
        const at = `/sections/${i}/fields/${j}`;
        const field = this.shown(f.field, `${at}/field`);
        if (!field) return;
        this.guarded(f, field, at);
        this.display(f.display, field, `${at}/display`);
      }),
    );
    page.relations?.forEach((relation, i) => this.page(relation.page, `/relations/${i}/page`, ['list']));
    if (page.history && this.model && !this.model['x-storage'].dataLog) {
      this.report('/history', 'noDataLog', { model: page.model });
    }
  }

  private action(action: Action, at: string): void {
    const needs: Partial<Record<Action['type'], keyof Action>> = {
      open: 'target',
      navigate: 'path',
      api: 'api',
      custom: 'handler',
      pick: 'pick',
      upload: 'file',
      download: 'file',
      preview: 'file',
    };
    const needed = needs[action.type];
    if (needed && action[needed] === undefined)
      this.report(`${at}/${needed}`, 'requiredForAction', { type: action.type });
    // A pick posts what was picked: it needs an endpoint as well as a picker.
    if (action.type === 'pick' && action.api === undefined)
      this.report(`${at}/api`, 'requiredForAction', { type: action.type });
    // An options picker reads its checkboxes from an API.
    if (action.pick?.picker === 'options' && action.pick.options === undefined)
      this.report(`${at}/pick/options`, 'requiredForAction', { type: 'pick' });
    if (action.target !== undefined) this.page(action.target, `${at}/target`);
    const positions = ([] as string[]).concat(action.position);
    if (this.doc.schema.kind !== 'list') {
      positions.forEach((p, i) => {
        if (p === 'row' || p === 'bulk') {
          const pointer = Array.isArray(action.position) ? `${at}/position/${i}` : `${at}/position`;
          this.report(pointer, 'listOnlyPosition', { position: p });
        }
      });
    }
    const operation: Partial<Record<Action['type'], ApiOperation>> = {
      delete: positions.includes('bulk') && !positions.includes('row') ? 'deleteBatch' : 'delete',
      export: 'exportXls',
      import: 'importExcel',
    };
    const op = operation[action.type];
    // A delete naming its endpoint (a hand-written API) needs no generated route.
    if (!op || !this.model || (action.type === 'delete' && action.api)) return;
    const api = this.model['x-api'];
    // A list read from a hand route (`dataSource.api` = `<base>/list`) acts at that route's siblings.
    const handRouted = this.doc.schema.kind === 'list' && Boolean(this.doc.schema.dataSource?.api);
    if (!api && handRouted) return;
    if (!api) this.report(`${at}/type`, 'noApi', { model: this.doc.schema.model ?? '', type: action.type });
    else if (api.operations && !api.operations.includes(op) && !api.handRoutes?.includes(op)) {
      this.report(`${at}/type`, 'noOperation', { model: this.doc.schema.model ?? '', op });
    }
  }
}

/**
 * Page ids and menu keys are unique.
 *
 * @example
 * checkMenuKeys(ctx); // reports a menu key used by two pages
 */
export function checkMenuKeys(ctx: Context): void {
  const keys = new Map<string, string>();
  for (const doc of ctx.pages.values()) {
    const key = doc.schema.menuKey;
    if (key === undefined) continue;
    const other = keys.get(key);
    if (other) ctx.report(doc.file, '/menuKey', 'menuKeyTaken', { menuKey: key, page: other });
    else keys.set(key, doc.schema.id);
  }
}
