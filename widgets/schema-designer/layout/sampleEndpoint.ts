// The model's list and record endpoints answered from sample rows, for the preview of an unsaved
// module: an in-memory endpoint of the same kind the stories put behind the HTTP client. Writes are
// refused with a message, since sample rows are not stored anywhere.
import type { MemoryEndpoint } from '../../../runtime/core';
import type { SampleRow } from './sampleRows';

const envelope = (success: boolean, result: unknown, message = '') => ({
  success,
  code: success ? 200 : 500,
  message,
  result,
  timestamp: Date.now(),
});

/**
 * @example
 * const endpoint = sampleEndpoint('/biz/book', rows, t('sampleNotSaved'));
 * endpoint({ method: 'GET', path: '/biz/book/list', params: {}, body: {} }); // { success: true, result: { records, total } }
 */
export function sampleEndpoint(basePath: string, rows: SampleRow[], refusal: string): MemoryEndpoint {
  return ({ method, path, params }) => {
    if (!path.startsWith(`${basePath}/`)) return undefined;
    const operation = path.slice(basePath.length + 1);
    if (method === 'GET' && operation === 'list') {
      const size = Math.max(1, Number(params.pageSize ?? 10) || 10);
      const current = Math.max(1, Number(params.pageNo ?? 1) || 1);
      const records = rows.slice((current - 1) * size, current * size);
      const pages = Math.ceil(rows.length / size);
      return envelope(true, { records, total: rows.length, size, current, pages });
    }
    if (method === 'GET' && operation === 'queryById') {
      const row = rows.find((r) => String(r.id) === String(params.id));
      return row ? envelope(true, row) : envelope(false, null, refusal);
    }
    return envelope(false, null, refusal);
  };
}
