// The console's version (package.json), found by walking up from this module: the same code runs from
// server/src (tests, tsx) and from dist/server/server/src (npm start), at different depths.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

export function appVersion(): string {
  if (cached !== undefined) return cached;
  cached = '';
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth++) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
      cached = typeof version === 'string' ? version : '';
      break;
    }
    dir = dirname(dir);
  }
  return cached;
}
