// The kinds of file a model field may store, and how an upload's content proves which it is.
import { detectImage } from '../services/files.js';

export type FileExt =
  'png' | 'jpg' | 'gif' | 'webp' | 'pdf' | 'zip' | 'docx' | 'xlsx' | 'pptx' | 'txt' | 'csv';

export interface FileType {
  contentType: string;
  image: boolean;
}

export const FILE_TYPES: Readonly<Record<FileExt, FileType>> = {
  png: { contentType: 'image/png', image: true },
  jpg: { contentType: 'image/jpeg', image: true },
  gif: { contentType: 'image/gif', image: true },
  webp: { contentType: 'image/webp', image: true },
  pdf: { contentType: 'application/pdf', image: false },
  zip: { contentType: 'application/zip', image: false },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    image: false,
  },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', image: false },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    image: false,
  },
  txt: { contentType: 'text/plain; charset=utf-8', image: false },
  csv: { contentType: 'text/csv; charset=utf-8', image: false },
};

/** The type of a known extension. */
export function fileTypeOf(ext: string): FileType | undefined {
  return Object.hasOwn(FILE_TYPES, ext) ? FILE_TYPES[ext as FileExt] : undefined;
}

const ZIP_KINDS: readonly FileExt[] = ['zip', 'docx', 'xlsx', 'pptx'];
const TEXT_KINDS: readonly FileExt[] = ['txt', 'csv'];

function isUtf8Text(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/**
 * The extension an upload is stored under, or null when its content is not a kind we keep. Images and
 * PDFs are known by their magic bytes; zip containers (zip, docx, xlsx, pptx) and UTF-8 text (txt,
 * csv) take the client's extension only when the content is of that kind.
 *
 * @example
 * detectFile(pdfBytes, 'report.PDF'); // 'pdf'
 * detectFile(exeBytes, 'report.pdf'); // null
 */
export function detectFile(content: Buffer, filename: string): FileExt | null {
  const image = detectImage(content);
  if (image) return image.ext;
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const claimed = /\.([a-z0-9]{1,5})$/.exec(filename.toLowerCase())?.[1] as FileExt | undefined;
  const zip = content.length >= 4 && content.readUInt32LE(0) === 0x04034b50;
  if (zip) return claimed && ZIP_KINDS.includes(claimed) ? claimed : 'zip';
  if (claimed && TEXT_KINDS.includes(claimed) && isUtf8Text(content)) return claimed;
  return null;
}
