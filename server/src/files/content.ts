// What the first bytes of a file say: programs are refused whatever their name, and a file is shown
// inline (preview) only when its bytes are the image or PDF its extension claims.
import { fileTypeOf } from '../crud/file-types.js';
import { ownMap, ownValue } from '../lib/own-map.js';
import { detectImage } from '../services/files.js';

/** How many leading bytes the checks look at. */
export const HEAD_BYTES = 16;

const startsWith = (head: Buffer, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

const PROGRAM_MAGIC: readonly (readonly number[])[] = [
  [0x4d, 0x5a], // MZ: Windows PE and DOS programs
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O 32-bit
  [0xfe, 0xed, 0xfa, 0xcf], // Mach-O 64-bit
  [0xce, 0xfa, 0xed, 0xfe], // Mach-O 32-bit, little-endian
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O 64-bit, little-endian
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal binary (and Java classes)
  [0x23, 0x21], // '#!': a script with an interpreter line
];

/**
 * Whether leading bytes are those of a program: MZ, ELF, Mach-O or a '#!' script.
 *
 * @example
 * isProgram(Buffer.from('#!/bin/sh\n')); // true
 */
export function isProgram(head: Buffer): boolean {
  return PROGRAM_MAGIC.some((magic) => startsWith(head, magic));
}

/** Content types shown inline by the preview route. */
export const PREVIEW_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

const MORE_TYPES = ownMap({
  jpeg: 'image/jpeg',
  json: 'application/json',
  xml: 'application/xml',
  md: 'text/markdown; charset=utf-8',
  log: 'text/plain; charset=utf-8',
  sql: 'application/sql',
  gz: 'application/gzip',
  tgz: 'application/gzip',
  tar: 'application/x-tar',
});

const OCTET = 'application/octet-stream';

/**
 * The content type a file is stored and served with, from its extension and its leading bytes. An
 * image or PDF extension whose bytes say otherwise gets application/octet-stream, so a page posing as a
 * picture is never rendered.
 *
 * @example
 * contentTypeOf('png', pngHead); // 'image/png'
 * contentTypeOf('png', Buffer.from('<html>')); // 'application/octet-stream'
 */
export function contentTypeOf(ext: string, head: Buffer): string {
  const image = detectImage(head);
  const pdf = head.subarray(0, 5).toString('latin1') === '%PDF-';
  const claimed = ext === 'jpeg' ? 'jpg' : ext;
  if (['png', 'jpg', 'gif', 'webp'].includes(claimed))
    return image?.ext === claimed ? image.contentType : OCTET;
  if (claimed === 'pdf') return pdf ? 'application/pdf' : OCTET;
  return fileTypeOf(ext)?.contentType ?? ownValue(MORE_TYPES, ext) ?? OCTET;
}
