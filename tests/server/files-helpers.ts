// Shared by the stored-file suites: the two storage backends (local disk, and S3 through an s3rver
// started in-process on 127.0.0.1 with a temporary directory), multipart bodies, deterministic
// content, and what is left in the backend, the database and the staging folder after a request.
import { createCipheriv, createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { StorageConfig } from '../../server/src/config.js';
import type { Dialect } from '../../server/src/db/connect.js';
import { buildTestApp } from './helpers.js';

export type StorageKind = 'local' | 's3';
export const STORAGES: readonly StorageKind[] = ['local', 's3'];
export const S3_BUCKET = 'console-files';

/** An S3-compatible server of the test's own, with its bucket created. */
export interface TestS3 {
  config: Extract<StorageConfig, { kind: 's3' }>;
  client: S3Client;
  close(): Promise<void>;
}

export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'console-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const config: TestS3['config'] = {
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: S3_BUCKET,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: S3_BUCKET }));
  return {
    config,
    client,
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A test app storing files on `storage` (S3 needs the test's server). */
export function buildFilesApp(dialect: Dialect, storage: StorageKind, s3?: TestS3): Promise<FastifyInstance> {
  return buildTestApp(dialect, { storage: storage === 's3' ? s3!.config : { kind: 'local' } });
}

/** Every object key in the backend, and for local disk every temporary file too. */
export async function storedKeys(app: FastifyInstance, storage: StorageKind, s3?: TestS3): Promise<string[]> {
  if (storage === 's3') {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await s3!.client.send(
        new ListObjectsV2Command({ Bucket: S3_BUCKET, ContinuationToken: token }),
      );
      keys.push(...(out.Contents ?? []).map((o) => o.Key!));
      token = out.NextContinuationToken;
    } while (token);
    return keys.sort();
  }
  return walk(join(app.config.dataDir, 'files', 'store'));
}

function walk(root: string, prefix = ''): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, prefix));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(join(root, rel)).isDirectory() ? walk(root, rel) : [rel];
  });
}

/** What is staged under DATA_DIR/uploads (one folder per chunked upload). */
export function stagedUploads(app: FastifyInstance): string[] {
  return walk(join(app.config.dataDir, 'uploads'));
}

/** The number of sys_file rows. */
export async function fileRows(app: FastifyInstance): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from sys_file`.execute(app.db);
  return Number(rows[0]?.n ?? 0);
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

export const BOUNDARY = '----console-files-boundary';

/** The head of a multipart part (before its value). */
export function partHead(part: Omit<Part, 'value'>): Buffer {
  const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
  );
}

export function multipartBody(parts: Part[]): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      partHead(part),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

const KEY = Buffer.from('00112233445566778899aabbccddeeff', 'hex');

/**
 * `length` bytes of deterministic noise starting at byte `offset` (a multiple of 16) of the stream a
 * seed names: AES-128-CTR over zeros, fast enough for hundreds of megabytes.
 */
export function noise(seed: number, offset: number, length: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeUInt32BE(seed, 0);
  iv.writeBigUInt64BE(BigInt(offset / 16), 8);
  return createCipheriv('aes-128-ctr', KEY, iv).update(Buffer.alloc(length));
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Waits until `check` holds (polling), failing after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
