// What the file routes share: the backend, the three models and where chunked uploads are staged.
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import type { CompiledModel } from '../crud/model.js';
import type { ModelRegistry } from '../crud/registry.js';
import type { AccessColumns } from './access.js';
import type { StorageBackend } from './backend.js';
import { LinkSigner } from './links.js';
import { LocalBackend } from './local-backend.js';
import { S3Backend } from './s3-backend.js';

export interface FilesContext {
  backend: StorageBackend;
  registry: ModelRegistry;
  /** sys_file, sys_file_download, sys_file_folder */
  file: CompiledModel;
  download: CompiledModel;
  folder: CompiledModel;
  /** DATA_DIR/uploads: one folder per chunked upload. */
  uploadsDir: string;
  /** Signs and checks the local store's download links. */
  links: LinkSigner;
  /** sys_file's columns of the access conditions. */
  access: AccessColumns;
}

/** The column of a property. */
export function columnOf(model: CompiledModel, name: string): string {
  const field = model.byName.get(name);
  if (!field) throw new Error(`${model.name} has no property ${name}`);
  return field.column;
}

/** The public path of the local store's signed links (routes-oss.ts serves it). */
export const SIGNED_PATH = '/sys/oss/file/signed';

/**
 * The context of an app: its configured backend and the loaded models.
 *
 * @example
 * const files = filesContext(app.config, app.models);
 */
export function filesContext(config: AppConfig, registry: ModelRegistry): FilesContext {
  const model = (name: string) => {
    const found = registry.models.get(name);
    if (!found) throw new Error(`schemas/models/${name}.json is not loaded`);
    return found;
  };
  const links = new LinkSigner(config, `${config.apiBase}${SIGNED_PATH}`);
  const backend =
    config.storage.kind === 's3'
      ? new S3Backend(config.storage)
      : new LocalBackend(join(config.dataDir, 'files', 'store'), links);
  const file = model('sys_file');
  return {
    backend,
    registry,
    file,
    download: model('sys_file_download'),
    folder: model('sys_file_folder'),
    uploadsDir: join(config.dataDir, 'uploads'),
    links,
    access: { orgCode: columnOf(file, 'orgCode'), isPublic: columnOf(file, 'isPublic') },
  };
}
