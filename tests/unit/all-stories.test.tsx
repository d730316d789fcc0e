// Smoke test over every story in the repository: each renders with the shared decorators and loaders
// without throwing and puts something on the page. Stories are the fixtures designers browse, so a
// story that breaks fails here even when no widget test names it (style anchor 7).
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryFn } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = { default: Meta } & Record<string, StoryFn>;
const modules = import.meta.glob<StoryModule>(
  ['../../widgets/**/*.stories.tsx', '../../stories/**/*.stories.tsx', '../../runtime/antd/**/*.stories.tsx'],
  {
    eager: true,
  },
);

const cases = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(composeStories(mod)).map(([name, story]) => ({
    id: `${file.replace('../../', '')} › ${name}`,
    story,
  })),
);

describe('every story', () => {
  it('exists', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  it.each(cases)('$id renders', async ({ story }) => {
    await story.run();
    await waitFor(() => expect(document.body.textContent?.trim().length ?? 0).toBeGreaterThan(0));
  });
});
