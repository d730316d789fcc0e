// The S3-compatible backend (STORAGE=s3), on the official AWS SDK v3. A write of unknown length is
// read in parts of PART_BYTES: one part is a PutObject, more become a multipart upload whose parts
// go up one at a time (memory stays within two parts however large the file), completed only after
// the source ended cleanly and aborted otherwise, so no object appears for a refused or broken upload.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../config.js';
import type { ByteRange, ListedObject, StorageBackend } from './backend.js';
import { SIGNED_LINK_SECONDS } from './backend.js';
import { attachment } from './disposition.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** The part size of multipart uploads (S3 wants at least 5 MiB for every part but the last). */
export const PART_BYTES = 8 * 1024 * 1024;

/** The source cut into parts of exactly `size` bytes (the last one shorter). */
async function* partsOf(source: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let length = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    held.push(chunk);
    length += chunk.length;
    while (length >= size) {
      const all = Buffer.concat(held, length);
      yield all.subarray(0, size);
      held = length > size ? [all.subarray(size)] : [];
      length -= size;
    }
  }
  if (length > 0 || held.length > 0) yield Buffer.concat(held, length);
}

const isMissing = (err: unknown) => {
  const name = (err as { name?: string }).name;
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchBucket' || status === 404;
};

export class S3Backend implements StorageBackend {
  readonly kind = 's3';
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // S3-compatible stores (MinIO, Ceph, s3rver) do not all take the SDK's newer default of a CRC
      // checksum trailer on every upload; we keep our own SHA-256 of every file anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(bucket: string, key: string, source: Readable, contentType: string): Promise<void> {
    const parts = partsOf(source, PART_BYTES);
    try {
      const first = await parts.next();
      const second = first.done ? first : await parts.next();
      if (second.done) {
        const body = first.done ? Buffer.alloc(0) : first.value;
        await this.client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
        );
        return;
      }
      const { UploadId } = await this.client.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
      );
      try {
        const done: CompletedPart[] = [];
        let current: IteratorResult<Buffer> = first;
        let next: IteratorResult<Buffer> = second;
        while (!current.done) {
          const PartNumber = done.length + 1;
          const body = current.value;
          const { ETag } = await this.client.send(
            new UploadPartCommand({
              Bucket: bucket,
              Key: key,
              UploadId,
              PartNumber,
              Body: body,
              ContentLength: body.length,
            }),
          );
          done.push({ PartNumber, ETag });
          current = next;
          next = current.done ? current : await parts.next();
        }
        await this.client.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId,
            MultipartUpload: { Parts: done },
          }),
        );
      } catch (err) {
        // Some S3-compatible stores lack AbortMultipartUpload; their parts stay invisible either way.
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }))
          .catch(() => undefined);
        throw err;
      }
    } catch (err) {
      source.destroy();
      await parts.return(undefined);
      throw err;
    }
  }

  async get(bucket: string, key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return out.Body instanceof Readable ? out.Body : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(bucket: string, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }

  async buckets(): Promise<{ name: string; createTime: Date | null }[]> {
    const out = await this.client.send(new ListBucketsCommand({}));
    return (out.Buckets ?? []).map((b) => ({ name: b.Name ?? '', createTime: b.CreationDate ?? null }));
  }

  async list(bucket: string, prefix: string, max: number): Promise<ListedObject[] | null> {
    const folders: ListedObject[] = [];
    const objects: ListedObject[] = [];
    let token: string | undefined;
    try {
      do {
        const out = await this.client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix || undefined,
            Delimiter: '/',
            ContinuationToken: token,
            MaxKeys: 1000,
          }),
        );
        for (const p of out.CommonPrefixes ?? []) {
          if (p.Prefix) folders.push({ key: p.Prefix, sizeBytes: 0, lastModified: null });
        }
        for (const o of out.Contents ?? []) {
          if (o.Key)
            objects.push({ key: o.Key, sizeBytes: o.Size ?? 0, lastModified: o.LastModified ?? null });
        }
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token && folders.length + objects.length < max);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    return [...folders, ...objects].slice(0, max);
  }

  signedUrl(bucket: string, key: string, downloadName: string): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: attachment(downloadName),
      }),
      { expiresIn: SIGNED_LINK_SECONDS },
    );
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
