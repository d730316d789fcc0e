import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { setLiveProvider } from '../../../runtime/core/live';
import * as modalStories from '../../../widgets/bell/AnnouncementDetailModal.stories';
import * as bellStories from '../../../widgets/bell/NoticeBell.stories';
import { longTitleNotice, maintenanceNotice } from '../../../widgets/bell/storyFixtures';

// The bell's and the detail modal's stories render with the shared decorators and fake HTTP, and
// their play functions pass (style anchor 7).
setProjectAnnotations(preview);

const bell = composeStories(bellStories);
const modal = composeStories(modalStories);

afterEach(() => setLiveProvider(null));

const badge = () => document.querySelector('.notice-count')?.getAttribute('title') ?? null;

describe('NoticeBell stories', () => {
  it('Empty shows zero counts and no badge', async () => {
    await bell.Empty.run();
    expect(await screen.findByRole('tab', { name: '通知(0)' })).toBeTruthy();
    expect(badge()).toBeNull();
  });

  it('Many shows the totals', async () => {
    await bell.Many.run();
    expect(await screen.findByRole('tab', { name: '通知(23)' })).toBeTruthy();
    await waitFor(() => expect(badge()).toBe('31'));
  });

  it('EachPriority shows the three tags', async () => {
    await bell.EachPriority.run();
    for (const text of ['一般消息', '重要消息', '紧急消息'])
      expect(await screen.findByText(text)).toBeTruthy();
  });

  it('LongTitles shows the long title', async () => {
    await bell.LongTitles.run();
    expect((await screen.findAllByText(longTitleNotice.titile)).length).toBeGreaterThan(0);
  });

  it('English is in English', async () => {
    await bell.English.run();
    expect(await screen.findByRole('tab', { name: 'Notices (23)' })).toBeTruthy();
  });

  it("LivePush pops up '消息提醒'", async () => {
    await bell.LivePush.run();
    expect(await screen.findByText('消息提醒')).toBeTruthy();
    expect(screen.getByText(maintenanceNotice.titile)).toBeTruthy();
  });
});

describe('AnnouncementDetailModal stories', () => {
  it.each(Object.keys(modal) as (keyof typeof modal)[])('%s renders', async (name) => {
    await modal[name].run();
    expect(await screen.findByTestId('announcement-detail')).toBeTruthy();
  });

  it('UnsafeContent keeps nothing executable', async () => {
    await modal.UnsafeContent.run();
    await screen.findByTestId('announcement-detail');
    expect(document.querySelector('[onerror], iframe, a[href^="javascript"]')).toBeNull();
    expect(document.querySelector('[data-testid="announcement-detail"] script')).toBeNull();
  });
});
