// The story shares together cover every story file of the repository once (tests/helpers/storySmoke.ts).
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { storyFiles } from '../../helpers/storySmoke';

it('shares every story file of the repository', () => {
  const onDisk = ['widgets', 'stories', 'runtime/antd'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => `../../${dir}/${file}`),
  );
  expect(storyFiles.length).toBeGreaterThan(40);
  expect(storyFiles).toEqual(onDisk.sort());
});
