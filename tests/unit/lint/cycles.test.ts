// @vitest-environment node
// The import-circle check of `npm run lint` (.dependency-cruiser.cjs), proven on small trees laid out
// like the project: it must fail on a deliberate circle, type-only ones included, and pass without one.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(__dirname, '../../..');
const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
let dir = '';

/** Lays out `files` in a fresh folder with the project's check configuration and runs the check. */
async function check(files: Record<string, string>): Promise<{ failed: boolean; output: string }> {
  dir = await mkdtemp(join(tmpdir(), 'cycles-'));
  for (const name of ['.dependency-cruiser.cjs', 'tsconfig.base.json'])
    await copyFile(join(root, name), join(dir, name));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  const tops = [...new Set(Object.keys(files).map((name) => name.split('/')[0]!))];
  const args = [cli, ...tops, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'];
  try {
    const { stdout } = await run(process.execPath, args, { cwd: dir });
    return { failed: false, output: stdout };
  } catch (err) {
    const { stdout, stderr } = err as { stdout: string; stderr: string };
    return { failed: true, output: `${stdout}${stderr}` };
  }
}

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('import circles', () => {
  it('fails on a circle of two client modules', async () => {
    const { failed, output } = await check({
      'runtime/antd/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'runtime/antd/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('no-circular');
    expect(output).toContain('runtime/antd/a.ts');
  });

  it('fails on a circle that only a type import closes (server, .js specifiers)', async () => {
    const { failed, output } = await check({
      'server/src/crud/write.ts':
        "import { treeOf } from './tree.js';\nexport type Tx = string;\nexport const w = treeOf;\n",
      'server/src/crud/tree.ts':
        "import type { Tx } from './write.js';\nexport const treeOf = (tx: Tx) => tx;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('server/src/crud/tree.ts');
  });

  it('passes when the shared part moved below both', async () => {
    const { failed, output } = await check({
      'server/src/crud/types.ts': 'export type Tx = string;\n',
      'server/src/crud/write.ts':
        "import { treeOf } from './tree.js';\nimport type { Tx } from './types.js';\nexport const w = (tx: Tx) => treeOf(tx);\n",
      'server/src/crud/tree.ts':
        "import type { Tx } from './types.js';\nexport const treeOf = (tx: Tx) => tx;\n",
    });
    expect(output).not.toContain('no-circular');
    expect(failed).toBe(false);
  });
});
