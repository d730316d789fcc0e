// The stored-file API (server/src/files/, /sys/file/* and /sys/oss/*), shared by server and client: one
// storage service (local disk under DATA_DIR, or S3-compatible object storage) behind every file list.
// Each file list of the menu is a page schema over the sys_file model with its own category; the
// category decides the permission codes, the size limit and the accepted types.

/** The file lists: category → the business permission prefix of its menu (server/src/db/seed/menus.ts). */
export const FILE_CATEGORIES = {
  cdmp: {
    perm: 'biz:cdmpFile',
    maxMB: 2048,
    accept: ['zip', 'gz', 'tgz', 'tar', 'csv', 'json', 'xml', 'txt', 'pdf'],
  },
  dataExchange: {
    perm: 'biz:dataExchange',
    maxMB: 1024,
    accept: ['csv', 'xlsx', 'json', 'xml', 'zip', 'txt'],
  },
  ecBackup: { perm: 'biz:ecBackup', maxMB: 4096, accept: ['zip', 'gz', 'tgz', 'tar', 'bak', 'sql'] },
  backupHistory: {
    perm: 'biz:backupHistory',
    maxMB: 4096,
    accept: ['zip', 'gz', 'tgz', 'tar', 'bak', 'sql'],
  },
  ecmotion: {
    perm: 'biz:ecmotion',
    maxMB: 1024,
    accept: ['zip', 'gz', 'tgz', 'json', 'csv', 'txt', 'log', 'png', 'jpg', 'pdf'],
  },
  temporary: { perm: 'biz:temporaryFile', maxMB: 500, accept: null },
  general: { perm: 'biz:generalFile', maxMB: 1024, accept: null },
  document: {
    perm: 'biz:document',
    maxMB: 200,
    accept: ['pdf', 'docx', 'xlsx', 'pptx', 'txt', 'md', 'png', 'jpg', 'zip'],
  },
  download: { perm: 'biz:version', maxMB: 4096, accept: null },
} as const satisfies Record<string, FileCategoryRule>;

export type FileCategory = keyof typeof FILE_CATEGORIES;

export interface FileCategoryRule {
  /** Permission prefix: `<perm>:list` reads, `:add` uploads, `:edit` renames/moves, `:delete` deletes. */
  perm: string;
  /** Largest file, in MiB. */
  maxMB: number;
  /** Accepted extensions (lower case, no dot); null = any type but executables. */
  accept: readonly string[] | null;
}

/** A category the caller may list, as GET /sys/file/categories answers: its rule, for the client to show limits. */
export interface FileCategoryInfo extends FileCategoryRule {
  category: FileCategory;
}

/** GET /sys/file/folderTree: the category's folders ('' is the root and not listed). */
export interface FileFolderNode {
  /** The folder's path, e.g. 'a/b' (what `folder` of the list and uploads takes). */
  key: string;
  /** Its last segment, e.g. 'b'. */
  title: string;
  children: FileFolderNode[];
}

/** Files larger than this must be uploaded in chunks (POST /sys/file/upload/init …). */
export const SINGLE_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** The chunk size the server asks for. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/** A file as an `x-storedFiles` property's `<field>_files` lists it (server/src/crud/stored-files.ts). */
export interface StoredFileRef {
  id: string;
  name: string;
  sizeBytes: number;
  sha256: string;
  downloadCount: number;
}

/** A stored file as the API returns it (sys_file row). */
export interface StoredFile {
  id: string;
  category: FileCategory;
  /** Folder path inside the category: '' (root) or 'a/b' (segments of 1–64 safe characters). */
  folder: string;
  /** Display name the uploader gave (checked: no '/', '\\', '..', NUL or control characters). */
  name: string;
  ext: string;
  sizeBytes: number;
  contentType: string;
  /** Lower-case hex SHA-256 of the content, computed by the server while storing. */
  sha256: string;
  /** 'local' | 's3': where the bytes live. */
  storage: string;
  /** Organisation code of the partner the file belongs to; null = internal (staff only) unless public. */
  orgCode: string | null;
  /** '1': every signed-in partner may read it (download center); '0': staff and its orgCode only. */
  isPublic: string;
  downloadCount: number;
  createBy: string;
  createTime: string;
}

/** POST /sys/file/upload/init answer; GET /sys/file/upload/:uploadId answers the same (resume). */
export interface UploadSession {
  uploadId: string;
  chunkBytes: number;
  chunkCount: number;
  /** Indexes of the chunks the server already holds. */
  received: number[];
}

/** A bucket of GET /sys/oss/bucket/list. */
export interface OssBucket {
  name: string;
  createTime: string | null;
}

/** An object of GET /sys/oss/file/list (a folder when `key` ends with '/'). */
export interface OssObject {
  key: string;
  sizeBytes: number;
  lastModified: string | null;
  /** A pre-signed GET link valid for a limited time (null for folders). */
  url: string | null;
}
