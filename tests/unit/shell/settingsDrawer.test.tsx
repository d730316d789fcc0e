// SPEC §2 "Settings drawer", §3 keys and defaults: the drawer's controls.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App, Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ls, SETTING_STORAGE_KEYS, type Locale } from '../../../runtime/core';
import { SettingsDrawer } from '../../../widgets/settings-drawer/SettingsDrawer';
import { renderWithProviders } from '../app/testProviders';

function renderDrawer(locale: Locale = 'zh-CN') {
  return renderWithProviders(
    <App>
      <Button type="primary">probe</Button>
      <SettingsDrawer open onClose={() => undefined} />
    </App>,
    { locale },
  );
}

function toggle(name: string): HTMLElement {
  return screen.getByRole('switch', { name });
}

function stored(key: keyof typeof SETTING_STORAGE_KEYS): unknown {
  return ls.get(SETTING_STORAGE_KEYS[key]);
}

describe('Settings drawer', () => {
  it('The drawer says it is only for previewing in development', async () => {
    await renderDrawer();
    expect(
      screen.getByText('该设置仅为开发环境用于预览，生产环境不会展现，请拷贝后手动修改配置文件'),
    ).toBeTruthy();
  });

  it('says so in English in en-US', async () => {
    await renderDrawer('en-US');
    expect(
      screen.getByText(/for previewing in development only and are not shown in production/),
    ).toBeTruthy();
  });

  it('shows every setting at its SPEC §3 default', async () => {
    await renderDrawer();
    expect((screen.getByLabelText('亮色菜单风格') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('侧边栏导航') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: '拂晓蓝（默认）' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      within(screen.getByText('内容区域宽度').parentElement as HTMLElement).getByText('固定'),
    ).toBeTruthy();
    expect(toggle('固定 Header').getAttribute('aria-checked')).toBe('true');
    expect(toggle('下滑时隐藏 Header').getAttribute('aria-checked')).toBe('false');
    expect(toggle('固定侧边菜单').getAttribute('aria-checked')).toBe('true');
    expect(toggle('色弱模式').getAttribute('aria-checked')).toBe('false');
    expect(toggle('多页签模式').getAttribute('aria-checked')).toBe('true');
  });

  it('Menu theme: dark or light, kept under DEFAULT_THEME', async () => {
    await renderDrawer();
    fireEvent.click(screen.getByLabelText('暗色菜单风格'));
    expect(stored('navTheme')).toBe('dark');
    fireEvent.click(screen.getByLabelText('亮色菜单风格'));
    expect(stored('navTheme')).toBe('light');
  });

  it('Primary colour: one of 8 presets, applied live to primary buttons and kept under DEFAULT_COLOR', async () => {
    await renderDrawer();
    const swatches = within(screen.getByRole('group', { name: '主题色' })).getAllByRole('button');
    expect(swatches).toHaveLength(8);
    const probe = screen.getByRole('button', { name: 'probe' });
    expect(getComputedStyle(probe).backgroundColor).toBe('rgb(24, 144, 255)');
    fireEvent.click(screen.getByRole('button', { name: '酱紫' }));
    expect(stored('primaryColor')).toBe('#722ED1');
    await waitFor(() => expect(getComputedStyle(probe).backgroundColor).toBe('rgb(114, 46, 209)'));
    expect(screen.getByRole('button', { name: '酱紫' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("Theme compile: the progress message is '正在编译主题！' while a colour is applied", async () => {
    await renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: '薄暮' }));
    expect(await screen.findByText('正在编译主题！')).toBeTruthy();
    expect(stored('primaryColor')).toBe('#F5222D');
  });

  it("Theme compile failure reads 'Failed to update theme' and keeps the old colour", async () => {
    await renderDrawer('en-US');
    const probe = screen.getByRole('button', { name: 'probe' });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Dust red' }));
      expect(await screen.findByText('Failed to update theme')).toBeTruthy();
    } finally {
      setItem.mockRestore();
    }
    expect(stored('primaryColor')).toBeUndefined();
    expect(getComputedStyle(probe).backgroundColor).toBe('rgb(24, 144, 255)');
    expect(screen.getByRole('button', { name: 'Dust red' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("reads '主题更新失败' when the theme fails in zh-CN", async () => {
    await renderDrawer();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: '薄暮' }));
      expect(await screen.findByText('主题更新失败')).toBeTruthy();
    } finally {
      setItem.mockRestore();
    }
  });

  it('Navigation mode: side or top, kept under DEFAULT_LAYOUT_MODE', async () => {
    await renderDrawer();
    fireEvent.click(screen.getByLabelText('顶部栏导航'));
    expect(stored('layoutMode')).toBe('topmenu');
  });

  it('Content width: fixed or fluid (fluid only in top mode)', async () => {
    await renderDrawer();
    const select = () => screen.getByRole('combobox', { name: '内容区域宽度' });
    expect(select().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('顶部栏导航'));
    await waitFor(() => expect(select().hasAttribute('disabled')).toBe(false));
    fireEvent.mouseDown(select());
    fireEvent.click(await screen.findByTitle('流式'));
    await waitFor(() => expect(stored('contentWidth')).toBe('Fluid'));
    fireEvent.click(screen.getByLabelText('侧边栏导航'));
    await waitFor(() => expect(select().hasAttribute('disabled')).toBe(true));
    expect(stored('contentWidth')).toBe('Fixed');
  });

  it('Fixed header, kept under DEFAULT_FIXED_HEADER', async () => {
    await renderDrawer();
    fireEvent.click(toggle('固定 Header'));
    expect(stored('fixedHeader')).toBe(false);
  });

  it('Auto-hide header on scroll (needs fixed header), kept under DEFAULT_FIXED_HEADER_HIDDEN', async () => {
    await renderDrawer();
    fireEvent.click(toggle('下滑时隐藏 Header'));
    expect(stored('autoHideHeader')).toBe(true);
    fireEvent.click(toggle('固定 Header'));
    await waitFor(() => expect(toggle('下滑时隐藏 Header').hasAttribute('disabled')).toBe(true));
  });

  it('Fixed side menu (disabled in top mode), kept under DEFAULT_FIXED_SIDEMENU', async () => {
    await renderDrawer();
    fireEvent.click(toggle('固定侧边菜单'));
    expect(stored('fixedSidebar')).toBe(false);
    fireEvent.click(screen.getByLabelText('顶部栏导航'));
    await waitFor(() => expect(toggle('固定侧边菜单').hasAttribute('disabled')).toBe(true));
  });

  it('Colour-weak mode, kept under DEFAULT_COLOR_WEAK', async () => {
    await renderDrawer();
    fireEvent.click(toggle('色弱模式'));
    expect(stored('colorWeak')).toBe(true);
    await waitFor(() => expect(document.documentElement.style.filter).toBe('invert(80%)'));
    fireEvent.click(toggle('色弱模式'));
    await waitFor(() => expect(document.documentElement.style.filter).toBe(''));
  });

  it('Multi-tab mode, kept under DEFAULT_MULTI_PAGE', async () => {
    await renderDrawer();
    fireEvent.click(toggle('多页签模式'));
    expect(stored('multipage')).toBe(false);
  });

  it('copies the settings for the configuration file', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderDrawer();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /拷贝设置/ }));
    });
    expect(JSON.parse(String(writeText.mock.calls[0]?.[0]))).toMatchObject({
      primaryColor: '#1890FF',
      layoutMode: 'sidemenu',
      multipage: true,
    });
    expect(await screen.findByText('拷贝成功，请替换配置文件中的默认设置')).toBeTruthy();
  });
});
