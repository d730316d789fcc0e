// The file actions of a page (`upload`, `download`, `preview`), loaded with their first use so lists
// without them carry none of this (the bundle budget).
import { saveBlob } from '../pageKit/saveBlob';
import type { Action } from '../../render/schemaLite';
import type { ShowDialog } from '../../render/actions/handlers';
import { fetchFile } from '../../render/files/fileTransfer';
import { FilePreview } from './FilePreview';
import { UploadDialog } from './UploadDialog';
import './locales';

export interface FileActionContext {
  action: Action;
  /** The action's evaluated params. */
  values: Record<string, unknown>;
  /** The action's label, the dialog's title. */
  title?: string;
  show: ShowDialog;
  /** Runs the action's onSuccess effects (an upload refreshes the list). */
  done: () => void;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** `<api>/<id>` and the other params (but `name`) as the query. */
function target(api: string, values: Record<string, unknown>) {
  // `name` only names the saved file when the answer does not.
  const { id, name: _name, ...query } = values;
  return { url: `${api}/${encodeURIComponent(text(id))}`, query };
}

/**
 * Runs an `upload`, `download` or `preview` action.
 *
 * @example
 * await runFileAction({ action, values: { id: 'f1' }, show, done });
 */
export async function runFileAction({ action, values, title, show, done }: FileActionContext): Promise<void> {
  const file = action.file;
  if (!file) return;
  if (action.type === 'download') {
    const { url, query } = target(file.api, values);
    const { blob, name } = await fetchFile(url, query);
    saveBlob(blob, name ?? (text(values.name) || 'download'));
    return;
  }
  if (action.type === 'preview') {
    const { url } = target(file.api, values);
    show((close) => <FilePreview url={url} name={text(values.name)} onClose={close} />);
    return;
  }
  const fields = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, text(v)]));
  show((close) => (
    <UploadDialog
      title={title}
      api={file.api}
      chunked={Boolean(file.chunked)}
      rulesApi={file.rulesApi}
      multiple={file.multiple}
      fields={fields}
      onUploaded={done}
      onClose={close}
    />
  ));
}
