// Every story of the open partner search renders its state: results as cards, the empty answer, English
// texts, and a card that never turns a non-http website into a link.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as cardStories from '../../../widgets/partner-search/PartnerCard.stories';
import * as pageStories from '../../../widgets/partner-search/PartnerSearchPage.stories';
import * as formStories from '../../../widgets/partner-search/SearchForm.stories';

setProjectAnnotations(preview);

const page = composeStories(pageStories);
const card = composeStories(cardStories);
const form = composeStories(formStories);

describe('PartnerSearchPage stories', () => {
  it('Default lists the partners with their level and total', async () => {
    await page.Default.run();
    expect(await screen.findByText('北辰数智信息技术有限公司')).toBeTruthy();
    expect(screen.getByText('白金')).toBeTruthy();
    expect(screen.getByText('共 2 家已认证合作伙伴')).toBeTruthy();
  });

  it('NoMatch says nothing matched', async () => {
    await page.NoMatch.run();
    expect(await screen.findByText('没有符合条件的已认证合作伙伴')).toBeTruthy();
  });

  it('English shows English texts and level names', async () => {
    await page.English.run();
    expect(await screen.findByText('Find a partner')).toBeTruthy();
    expect(await screen.findByText('Platinum')).toBeTruthy();
  });
});

describe('PartnerCard stories', () => {
  it('Default links the website and names the product lines by their labels', async () => {
    await card.Default.run();
    expect(await screen.findByText('对象存储')).toBeTruthy();
    expect(screen.queryByText('OBS')).toBeNull();
    const link = (await screen.findByText('https://www.hdyunlian.example.com')).closest('a');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('Sparse keeps a javascript: website as text', async () => {
    await card.Sparse.run();
    const text = await screen.findByText(/javascript:alert/);
    expect(text.closest('a')).toBeNull();
  });
});

describe('SearchForm stories', () => {
  it.each(['Default', 'NoOptions', 'English'] as const)('%s renders the search button', async (name) => {
    await form[name].run();
    expect(
      await screen.findByRole('button', { name: name === 'English' ? /Search/ : /查\s*询/ }),
    ).toBeTruthy();
  });
});
