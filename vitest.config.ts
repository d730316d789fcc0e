import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from './runtime/render/vite/antdStaticStyles.js';
import { schemaIndexPlugin } from './runtime/render/vite/schemaIndexPlugin.js';
import { LongFilesFirst } from './tests/helpers/longFilesFirst.js';

/**
 * jsdom's animation-frame timer firing after a file's window has closed (a frame requested during the
 * last unmount): jsdom throws from its own timer, after every test of the file has passed. Only this
 * teardown artefact is dropped; tests/helpers/unit-setup.ts also cancels the frames still pending.
 */
function isClosedWindowFrame(error: { message?: string; stack?: string }): boolean {
  return (
    (error.message ?? '').includes("reading '_location'") &&
    (error.stack ?? '').includes('runAnimationFrameCallbacks')
  );
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    onUnhandledError: (error) => (isClosedWindowFrame(error) ? false : undefined),
    projects: [
      {
        plugins: [react(), schemaIndexPlugin(), antdStaticStyles()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/unit-setup.ts'],
          // Role queries over antd pages take seconds each in jsdom; a loaded 2-core CI machine has run
          // single tests past 24 s. Generous limits keep a slow machine from failing a correct test.
          testTimeout: 60_000,
          // Vitest leaves a core to its main process (one worker on CI's 2 cores), which idles in a run:
          // jsdom files are pure CPU, and a worker per core halves the stage (23 → 12 min on 2 cores).
          maxWorkers: availableParallelism(),
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each suite's app has its own SQLite file and PostgreSQL database, so files run side by side;
          // half the stage is waiting on the databases (15 → 7 min on 2 cores with two workers).
          maxWorkers: availableParallelism(),
          // A worker keeps the server's modules between files: every suite builds its own app (its own
          // database, caches and registries), so nothing but the loaded code is shared, and importing
          // it again for each of ~120 files was 40 % of the stage (684 → 393 s on 2 cores).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A failed test prints what its browsers' tabs showed (tests/e2e/support/failure-report.ts).
          setupFiles: ['tests/e2e/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // expect.poll's default 1 s is shorter than any Playwright wait: on a loaded CI machine a page
          // has taken longer than that to swap one answer for the next, so polls wait as locators do.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
