// The stream every stored byte passes through on its way to the backend: it counts and hashes (SHA-256)
// what goes by, stops at the size limit, and refuses a program by its first bytes. Its error aborts the
// pipeline, and the backend then keeps nothing of the write (backend.ts).
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { HEAD_BYTES, isProgram } from './content.js';

/** Why a write was refused: over its size limit, a program, or not the checksum the client gave. */
export class Refused extends Error {
  constructor(readonly reason: 'tooLarge' | 'program' | 'checksum') {
    super(`refused: ${reason}`);
    this.name = 'Refused';
  }
}

export class Meter extends Transform {
  private readonly hash = createHash('sha256');
  private headParts: Buffer[] = [];
  private headLength = 0;
  private checked = false;
  /** Bytes seen so far. */
  bytes = 0;

  /** @param limit the most bytes allowed through. */
  constructor(private readonly limit: number) {
    super();
  }

  /** The first bytes (up to 16) of what went through. */
  get head(): Buffer {
    return Buffer.concat(this.headParts).subarray(0, HEAD_BYTES);
  }

  /** The lower-case hex SHA-256 of everything that went through; call once, after the end. */
  digest(): string {
    return this.hash.digest('hex');
  }

  private check(): Error | null {
    this.checked = true;
    return isProgram(this.head) ? new Refused('program') : null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      done(new Refused('tooLarge'));
      return;
    }
    if (!this.checked) {
      this.headParts.push(chunk.subarray(0, HEAD_BYTES));
      this.headLength += Math.min(chunk.length, HEAD_BYTES);
      if (this.headLength >= HEAD_BYTES) {
        const refused = this.check();
        if (refused) {
          done(refused);
          return;
        }
      }
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.checked ? null : this.check());
  }
}
