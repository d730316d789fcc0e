import { getRuntimeConfig } from '../config';

/**
 * Turns a stored file path into a URL (SPEC §7): paths containing '[' (a JSON list stored by mistake)
 * give '', absolute http(s) URLs pass unchanged, other paths get the static domain.
 *
 * @example
 * getFileAccessHttpUrl('temp/avatar.png'); // '/api/sys/common/static/temp/avatar.png'
 */
export function getFileAccessHttpUrl(path: string | null | undefined): string {
  if (!path || path.includes('[')) return '';
  if (path.startsWith('http')) return path;
  return `${getRuntimeConfig().staticDomain}/${path}`;
}
