// Which widget edits a model property when the page names none (DESIGN.md "Schemas": fields inherit
// their default widget from the model), and the props a widget needs from the property.
import type { ModelField } from '../schemaLite';
import type { TextResolver } from '../schema/text';

/**
 * The default widget of a property: `x-widget`, else by dictionary, options, reference, file, HTML,
 * secret, type and format.
 *
 * @example
 * defaultWidget({ type: 'string', 'x-dict': 'priority' }); // 'DictSelect'
 * defaultWidget({ type: 'string', format: 'date' }); // 'DatePicker'
 */
export function defaultWidget(def: ModelField | undefined): string {
  if (!def) return 'Input';
  if (def['x-widget']) return def['x-widget'];
  if (def['x-dict']) return 'DictSelect';
  // A yes/no with its own words (启用 / 停用) is still switched, its options only label it in lists.
  if (def.type === 'boolean') return 'Switch';
  if (def['x-options']) return 'Select';
  const ref = def['x-ref'];
  if (ref?.model === 'sys_user') return 'UserPicker';
  if (ref?.model === 'sys_depart') return 'DeptTreeSelect';
  if (def['x-file']) return def['x-file'].image ? 'ImageUpload' : 'FileUpload';
  if (def['x-storedFiles']) return 'StoredFiles';
  if (def['x-sanitize'] === 'html') return 'RichText';
  if (def['x-storage']?.secret) return 'Password';
  if (def.type === 'integer' || def.type === 'number') return 'NumberPicker';
  if (def.format === 'date' || def.format === 'datetime') return 'DatePicker';
  if (def.format === 'time') return 'TimePicker';
  return 'Input';
}

/** Options of an `x-options` property as Formily's data source. */
export function optionsOf(def: ModelField | undefined, tx: TextResolver) {
  return def?.['x-options']?.map((option) => ({
    label: tx(option.label, String(option.value)),
    value: option.value,
  }));
}

const DICT_WIDGETS = new Set(['DictSelect', 'DictRadio', 'DictCheckbox']);
const UPLOAD_WIDGETS = new Set(['FileUpload', 'ImageUpload']);

export interface WidgetPropsContext {
  /** The model's table, the upload folder of its files. */
  table?: string;
  /** The record's `<field>_dictText`: the label of a reference before its options load. */
  label?: unknown;
  /** The record's `<field>_files`: the stored files an `x-storedFiles` property holds. */
  files?: unknown;
}

/**
 * Props a widget takes from the property it edits (a page's own `props` override them).
 *
 * @example
 * widgetProps('DictSelect', { type: 'string', 'x-dict': 'priority' }, {}); // { dictCode: 'priority' }
 */
export function widgetProps(
  widget: string,
  def: ModelField | undefined,
  ctx: WidgetPropsContext,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  if (!def) return props;
  if (DICT_WIDGETS.has(widget) && def['x-dict']) {
    props.dictCode = def['x-dict'];
    if (widget === 'DictSelect' && def.type === 'array') props.mode = 'multiple';
    const itemType = def.type === 'array' ? def.items?.type : def.type;
    if (itemType === 'integer' || itemType === 'number') props.numeric = true;
  }
  if (widget === 'DatePicker' && def.format === 'datetime') props.showTime = true;
  if (widget === 'DatePicker' || widget === 'DateRange') {
    props.format = def.format === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
  }
  if (widget === 'NumberPicker') {
    if (def.type === 'integer') props.precision = 0;
    if (def.minimum !== undefined) props.min = def.minimum;
    if (def.maximum !== undefined) props.max = def.maximum;
  }
  if (UPLOAD_WIDGETS.has(widget)) {
    const file = def['x-file'];
    if (file?.accept) props.accept = file.accept.join(',');
    if (file?.maxSizeMB) props.maxSizeMB = file.maxSizeMB;
    if (file?.multiple || def.type === 'array') props.multiple = true;
    if (def.type === 'array') props.arrayValue = true;
    if (ctx.table) props.biz = ctx.table;
  }
  if ((widget === 'UserPicker' || widget === 'DeptTreeSelect') && typeof ctx.label === 'string') {
    props.initialLabel = ctx.label;
  }
  const stored = def['x-storedFiles'];
  if (widget === 'StoredFiles' && stored) {
    Object.assign(props, { ...stored, initialFiles: ctx.files });
  }
  if (widget === 'TextArea') props.rows = 4;
  return props;
}
