// `npm run bench fuzz`: the fuzz suite (tests/server/fuzz.test.ts) run long, with a seed of its own each
// time so every run explores new inputs (CI runs it short, on the fixed seed 42). FUZZ_RUNS sets the
// requests per route (default 200) and FUZZ_SEED replays a run; on PostgreSQL too when
// TEST_DATABASE_URL is set. A failure prints fast-check's shrunk request and the command that replays it.
import { spawnSync } from 'node:child_process';

export function measure() {
  const runs = Number(process.env.FUZZ_RUNS ?? 200);
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const started = Date.now();
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'tests/server/fuzz.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) },
  });
  const ok = result.status === 0;
  const replay = `FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npx vitest run --project server tests/server/fuzz.test.ts`;
  if (!ok) {
    console.error(`fuzz found a 5xx; replay with: ${replay}`);
    process.exitCode = 1;
  }
  return [
    {
      seed,
      'requests per route': runs,
      databases: process.env.TEST_DATABASE_URL ? 'SQLite, PostgreSQL' : 'SQLite',
      seconds: Math.round((Date.now() - started) / 1000),
      'no 5xx': ok,
      ...(ok ? {} : { replay }),
    },
  ];
}
