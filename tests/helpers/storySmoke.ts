// Smoke test over every story in the repository: each renders with the shared decorators and loaders
// without throwing and puts something on the page. Stories are the fixtures designers browse, so a
// story that breaks fails here even when no widget test names it (style anchor 7).
//
// The stories are split over a few test files (tests/unit/stories/*.test.tsx), each loading only its
// share of the story files: in one file they took four minutes on one worker, and Vitest, which runs
// small files last on a clean clone, ran them alone at the end of the unit stage.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryFn } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = { default: Meta } & Record<string, StoryFn>;
const loaders = import.meta.glob<StoryModule>([
  '../../widgets/**/*.stories.tsx',
  '../../stories/**/*.stories.tsx',
  '../../runtime/antd/**/*.stories.tsx',
]);

/** Every story file, in path order: a file's share is every `shards`-th one from `shard`. */
export const storyFiles = Object.keys(loaders).sort();

/**
 * Declares the smoke test of one share of the story files (0-based `shard` of `shards`).
 *
 * @example
 * await storySmoke(0, 4); // at the top level of tests/unit/stories/shard-1.test.tsx
 */
export async function storySmoke(shard: number, shards: number): Promise<void> {
  const files = storyFiles.filter((_, i) => i % shards === shard);
  const modules = await Promise.all(files.map(async (file) => [file, await loaders[file]!()] as const));
  const cases = modules.flatMap(([file, mod]) =>
    Object.entries(composeStories(mod)).map(([name, story]) => ({
      id: `${file.replace('../../', '')} › ${name}`,
      story,
    })),
  );

  describe(`stories, share ${shard + 1} of ${shards}`, () => {
    it('has stories', () => {
      expect(cases.length).toBeGreaterThan(0);
    });

    it.each(cases)('$id renders', async ({ story }) => {
      await story.run();
      await waitFor(() => expect(document.body.textContent?.trim().length ?? 0).toBeGreaterThan(0));
    });
  });
}
