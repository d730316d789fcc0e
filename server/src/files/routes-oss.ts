// The object-storage list (file/oss, codes biz:ossFile:*), JeecgBoot's /sys/oss/file/* calls:
// GET /sys/oss/bucket/list (S3: the buckets; local: the store's one bucket), GET /sys/oss/file/list
// (objects and folders one level below a prefix, paged, each object with a link that downloads it for
// 15 minutes), POST /sys/oss/file/upload and /sys/upload/uploadMinio (multipart `file`, optional
// `bucket`: stored as oss/<yyyy>/<mm>/<32 hex>/<checked name>, the link in `message`), DELETE
// /sys/oss/file/delete (not the bytes of a file-list file: those go with their row).
// GET /sys/oss/file/signed (public) serves the local store's signed links (links.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { pipeline } from 'node:stream';
import type { OssBucket, OssObject } from '../../../schemas/api/files.js';
import { SINGLE_UPLOAD_MAX_BYTES } from '../../../schemas/api/files.js';
import { MAX_PAGE_SIZE, pageSizeOf } from '../crud/query.js';
import { Scope } from '../crud/scope.js';
import { fail, ok } from '../lib/envelope.js';
import { uploadedFilePart } from '../lib/upload-part.js';
import { formatDateTime } from '../lib/time.js';
import { LIST_MAX, type ListedObject } from './backend.js';
import { contentTypeOf } from './content.js';
import { columnOf, SIGNED_PATH, type FilesContext } from './context.js';
import { attachment } from './disposition.js';
import { isSafeKey, isSafePrefix, newOssKey } from './keys.js';
import { Meter, Refused } from './meter.js';
import { anyButPrograms, EXECUTABLE_EXTS, extOf } from './names.js';
import { checkedName, closing, megabytes, one } from './params.js';

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
type Query = Record<string, string | string[] | undefined>;

const lastSegment = (key: string) => key.slice(key.lastIndexOf('/') + 1) || 'download';

const ossRoutes: FastifyPluginAsync<{ ctx: FilesContext }> = async (app, { ctx }) => {
  const { backend } = ctx;

  const bucketOf = (request: FastifyRequest, value: unknown): string => {
    const bucket = one(value) || backend.bucket;
    // The local store has its one bucket; S3 may hold others the keys can reach.
    if (!BUCKET.test(bucket) || (backend.kind === 'local' && bucket !== backend.bucket))
      throw fail(request.t('ossBucketMissing'), 404, 404);
    return bucket;
  };

  const toObject = async (bucket: string, entry: ListedObject): Promise<OssObject> => ({
    key: entry.key,
    sizeBytes: entry.sizeBytes,
    lastModified: entry.lastModified ? formatDateTime(entry.lastModified) : null,
    url: entry.key.endsWith('/') ? null : await backend.signedUrl(bucket, entry.key, lastSegment(entry.key)),
  });

  app.get('/sys/oss/bucket/list', { config: { permission: 'biz:ossFile:list' } }, async () => {
    const buckets: OssBucket[] = (await backend.buckets()).map((b) => ({
      name: b.name,
      createTime: b.createTime ? formatDateTime(b.createTime) : null,
    }));
    return ok(buckets);
  });

  app.get<{ Querystring: Query }>(
    '/sys/oss/file/list',
    { config: { permission: 'biz:ossFile:list' } },
    async (request) => {
      const bucket = bucketOf(request, request.query.bucket);
      const prefix = one(request.query.prefix) ?? '';
      if (!isSafePrefix(prefix)) throw fail(request.t('ossKeyBad', { field: 'prefix' }), 400, 400);
      const number = (name: string, fallback: number, max: number) => {
        const raw = one(request.query[name]);
        if (raw === undefined || raw === '') return fallback;
        if (!/^\d{1,7}$/.test(raw) || Number(raw) < 1 || Number(raw) > max)
          throw fail(request.t('crudPositiveInt', { field: name }), 400, 400);
        return Number(raw);
      };
      const pageNo = number('pageNo', 1, 1_000_000);
      const pageSize = pageSizeOf(one(request.query.pageSize), MAX_PAGE_SIZE, request.t.bind(request));
      const entries = await backend.list(bucket, prefix, LIST_MAX);
      if (!entries) throw fail(request.t('ossBucketMissing'), 404, 404);
      const slice = entries.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return ok({
        records: await Promise.all(slice.map((e) => toObject(bucket, e))),
        total: entries.length,
        size: pageSize,
        current: pageNo,
        pages: Math.ceil(entries.length / pageSize),
      });
    },
  );

  const upload = async (request: FastifyRequest) => {
    const part = await uploadedFilePart(request);
    const field = part.fields.bucket;
    const first = Array.isArray(field) ? field[0] : field;
    const bucket = bucketOf(request, first?.type === 'field' ? String(first.value) : undefined);
    const name = checkedName(request, part.filename);
    // The name ends the key: a path segment of the local store holds at most 255 bytes.
    if (Buffer.byteLength(name) > 240) throw fail(request.t('fileNameBad', { field: 'name' }), 400, 400);
    const refusedType = () =>
      fail(request.t('fileTypeRefused', { accept: anyButPrograms(request.lang) }), 415, 415);
    if (EXECUTABLE_EXTS.has(extOf(name))) throw refusedType();
    const key = newOssKey(name);
    const meter = new Meter(SINGLE_UPLOAD_MAX_BYTES);
    const tooLarge = () =>
      fail(request.t('fileTooLarge', { limit: megabytes(SINGLE_UPLOAD_MAX_BYTES) }), 413, 413);
    try {
      await backend.put(
        bucket,
        key,
        pipeline(part.file, meter, () => undefined),
        contentTypeOf(extOf(name), Buffer.alloc(0)),
      );
    } catch (err) {
      if (err instanceof Refused) throw err.reason === 'tooLarge' ? tooLarge() : refusedType();
      if ((err as { name?: string }).name === 'NoSuchBucket')
        throw fail(request.t('ossBucketMissing'), 404, 404);
      throw err;
    }
    const object = await toObject(bucket, { key, sizeBytes: meter.bytes, lastModified: new Date() });
    return ok(object, object.url ?? '');
  };
  const add = { config: { permission: 'biz:ossFile:add' } };
  app.post('/sys/oss/file/upload', add, (request) => closing(() => upload(request)));
  app.post('/sys/upload/uploadMinio', add, (request) => closing(() => upload(request)));

  app.delete<{ Querystring: Query }>(
    '/sys/oss/file/delete',
    { config: { permission: 'biz:ossFile:delete' } },
    async (request) => {
      const bucket = bucketOf(request, request.query.bucket);
      const key = one(request.query.key) ?? '';
      if (!isSafeKey(key)) throw fail(request.t('ossKeyBad', { field: 'key' }), 400, 400);
      if (bucket === backend.bucket) {
        const stored = await Scope.system(ctx.registry, ctx.file)
          .select()
          .select(ctx.file.pk.column)
          .where(columnOf(ctx.file, 'storageKey'), '=', key)
          .executeTakeFirst();
        if (stored) throw fail(request.t('ossKeyIsFile'), 409, 409);
      }
      await backend.delete(bucket, key).catch((err: unknown) => {
        if ((err as { name?: string }).name === 'NoSuchBucket')
          throw fail(request.t('ossBucketMissing'), 404, 404);
        throw err;
      });
      return ok(null, request.t('crudDeleted'));
    },
  );

  app.get<{ Querystring: Query }>(SIGNED_PATH, { config: { public: true } }, async (request, reply) => {
    const key = one(request.query.key) ?? '';
    const exp = one(request.query.exp) ?? '';
    const sig = one(request.query.sig) ?? '';
    if (backend.kind !== 'local' || !isSafeKey(key) || !ctx.links.verify(key, exp, sig))
      throw fail(request.t('ossLinkBad'), 404, 404);
    const body = await backend.get(backend.bucket, key);
    if (!body) throw fail(request.t('fileMissing'), 404, 404);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', attachment(lastSegment(key)))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox')
      .header('cache-control', 'private, no-store')
      .send(body);
  });
};

export default ossRoutes;
