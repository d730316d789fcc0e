// The files an `x-storedFiles` property holds, as reads list them (`<field>_files`, server/src/crud/
// stored-files.ts), and the download every view of them offers.
import type { StoredFileRef } from '../../../schemas/api/files';
import { fetchFile } from '../../render/files/fileTransfer';
import { saveBlob } from '../pageKit/saveBlob';

export type { StoredFileRef };

/** The stored-file service's download route (server/src/files/routes-download.ts). */
export const DOWNLOAD_API = '/sys/file/download';

const isRef = (value: unknown): value is StoredFileRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredFileRef).id === 'string' &&
  typeof (value as StoredFileRef).name === 'string';

/**
 * The well-formed file entries of a `<field>_files` value (anything else is dropped).
 *
 * @example
 * storedFilesOf(record.files_files); // [{ id, name, sizeBytes, sha256, downloadCount }]
 */
export function storedFilesOf(value: unknown): StoredFileRef[] {
  return Array.isArray(value) ? value.filter(isRef) : [];
}

/** Downloads one stored file through the HTTP client (signed in; SPEC §7's blob download). */
export async function downloadStoredFile(file: Pick<StoredFileRef, 'id' | 'name'>): Promise<void> {
  const { blob, name } = await fetchFile(`${DOWNLOAD_API}/${encodeURIComponent(file.id)}`);
  saveBlob(blob, name ?? file.name);
}
