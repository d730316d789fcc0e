import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as loginStories from '../../../widgets/auth/LoginPage.stories';
import * as exceptionStories from '../../../widgets/exception/Exception.stories';
import * as layoutStories from '../../../widgets/shell/BasicLayout.stories';

// Every story renders with the shared decorators and loaders, and play functions pass: the stories
// are the fixtures designers see, so they must not rot (style anchor 7).
setProjectAnnotations(preview);

const login = composeStories(loginStories);
const layout = composeStories(layoutStories);
const exception = composeStories(exceptionStories);

describe('LoginPage stories', () => {
  it('Default shows the sign-in form', async () => {
    await login.Default.run();
    expect(await screen.findByPlaceholderText('请输入帐户名')).toBeTruthy();
  });

  it("ErrorState shows the server's message", async () => {
    await login.ErrorState.run();
    expect(screen.getByText('用户名或密码错误')).toBeTruthy();
  });

  it('English is in English', async () => {
    await login.English.run();
    expect(await screen.findByPlaceholderText('Username')).toBeTruthy();
  });
});

describe('BasicLayout stories', () => {
  it.each(['Default', 'Collapsed', 'English', 'LongUserName'] as const)('%s renders', async (name) => {
    await layout[name].run();
    expect(await screen.findByText(new RegExp(`Copyright © ${new Date().getFullYear()}`))).toBeTruthy();
  });

  it('LongUserName shows the whole name as a title', async () => {
    await layout.LongUserName.run();
    const name = '华东区域合作伙伴技术支持与运营服务中心高级客户经理';
    expect((await screen.findByText(name)).getAttribute('title')).toBe(name);
  });
});

describe('exception stories', () => {
  it.each(Object.keys(exception) as (keyof typeof exception)[])('%s renders', async (name) => {
    await exception[name].run();
    expect(await screen.findByRole('button')).toBeTruthy();
  });
});
