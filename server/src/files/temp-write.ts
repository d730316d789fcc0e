// Writing a file under a temporary name and moving it into place only when whole, so no reader ever
// sees half of it. The temporary file is created before the first byte is piped: a write stream
// opens its file in the background, and a source that failed at once used to end the pipeline while
// that open was still running, so the file could appear after its removal had found nothing (a
// `.part` left behind by a refused upload, seen on CI).
import { open, rm } from 'node:fs/promises';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Writes `source`, through `through` in order, into the new file `temp` (it must not exist), then
 * runs `commit` (which renames it into place). On any error, of the source, a transform, the disk or
 * `commit`, the source is destroyed, `temp` removed, and the error rethrown.
 *
 * @example
 * await writeThenCommit(temp, request.raw, [sizeGuard], () => rename(temp, target));
 */
export async function writeThenCommit(
  temp: string,
  source: Readable,
  through: Transform[],
  commit: () => Promise<void>,
): Promise<void> {
  try {
    const file = await open(temp, 'wx');
    await pipeline([source, ...through, file.createWriteStream()]);
    await commit();
  } catch (err) {
    source.destroy();
    await rm(temp, { force: true });
    throw err;
  }
}
