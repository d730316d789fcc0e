import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../runtime/app/AppRoutes';
import { registerWidgets } from '../../../runtime/app/registerWidgets';
import {
  buildMenuRoutes,
  hasToken,
  permissionsAtom,
  type CoreStore,
  type MenuItem,
} from '../../../runtime/core';
import { registerPage, type PageProps } from '../../../runtime/render';
import { fakeAdapter } from '../../../stories/fixtures/fakeHttp';
import { menuFixture, routesFixture } from '../../../stories/fixtures/menu';
import { adminUser } from '../../../stories/fixtures/user';
import { renderWithProviders, type RenderOptions } from './testProviders';

const permissionsOk = {
  success: true,
  code: 200,
  message: '查询成功',
  result: { menu: menuFixture, auth: [], allAuth: [] },
  timestamp: 0,
};

function withPermissions(store: CoreStore) {
  store.set(permissionsAtom, { menu: menuFixture, auth: [], allAuth: [], routes: routesFixture });
}

// A menu item whose component no widget registers (every seeded monitoring page has one now).
const unbuilt: MenuItem = {
  id: '/lab/preview',
  path: '/lab/preview',
  name: 'lab-preview',
  component: 'lab/Preview',
  route: '1',
  hidden: false,
  meta: { title: '预览', titleEn: 'Preview', keepAlive: false, internalOrExternal: false },
};

function withUnbuiltPage(store: CoreStore) {
  const menu = [...menuFixture, unbuilt];
  store.set(permissionsAtom, { menu, auth: [], allAuth: [], routes: buildMenuRoutes(menu) });
}

function renderApp(route: string, options: RenderOptions = {}) {
  return renderWithProviders(<AppRoutes />, { route, ...options });
}

async function expectLocation(path: string) {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path), { timeout: 10_000 });
}

function DemoPage({ route }: PageProps) {
  return <p>demo page at {route.path}</p>;
}

beforeAll(() => {
  registerWidgets();
  // Stands in for a widget that registered a page for a menu component.
  registerPage('system/RoleList', async () => ({ default: DemoPage }));
});

describe('route guard', () => {
  it('sends a visitor without a token to the login page with the wanted path', async () => {
    await renderApp('/isystem/user?page=2');
    await expectLocation('/user/login?redirect=%2Fisystem%2Fuser%3Fpage%3D2');
    expect(await screen.findByPlaceholderText('请输入帐户名')).toBeTruthy();
  });

  it('sends a visitor without a token from / to the login page', async () => {
    await renderApp('/');
    await expectLocation('/user/login?redirect=%2F');
  });

  it('sends a signed-in user on the login page to the landing page', async () => {
    await renderApp('/user/login', { user: adminUser, prepare: withPermissions });
    await expectLocation('/dashboard/analysis');
  });

  it('loads the permissions once, then shows the wanted page in the layout', async () => {
    const adapter = vi.fn(
      fakeAdapter({
        '/sys/permission/getUserPermissionByToken': permissionsOk,
        // The shell's bell loads the user's unread announcements when the layout mounts.
        '/sys/annountCement/listByUser': {
          success: true,
          code: 200,
          message: '',
          result: { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 },
          timestamp: 0,
        },
        '/sys/monitor/disk': {
          success: true,
          code: 200,
          message: '',
          result: { mounts: [], dataDir: { path: '/srv/data', size: 2048, files: 3 } },
          timestamp: 0,
        },
      }),
    );
    // A lazily loaded widget page inside the layout.
    await renderApp('/monitor/disk', { user: adminUser, http: adapter });
    expect(await screen.findByText('/srv/data', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '菜单' })).toBeTruthy();
    await expectLocation('/monitor/disk');
    const permissionCalls = adapter.mock.calls.filter(([config]) =>
      String(config.url).includes('/sys/permission/getUserPermissionByToken'),
    );
    expect(permissionCalls).toHaveLength(1);
  });

  it('logs out and goes to login with a redirect when the permissions cannot be loaded', async () => {
    await renderApp('/isystem/user', { user: adminUser, http: {} });
    await expectLocation('/user/login?redirect=%2Fisystem%2Fuser');
    expect(hasToken()).toBe(false);
  });
});

describe('route table', () => {
  it('renders the open routes without a token', async () => {
    await renderApp('/user/login');
    expect(await screen.findByPlaceholderText('请输入帐户名')).toBeTruthy();
  });

  it('renders the open partner search without a token, outside the console', async () => {
    const empty = { total: 0, current: 1, size: 10, pages: 0, records: [] };
    const ok = (result: unknown) => ({ success: true, code: 200, message: '', result, timestamp: 0 });
    await renderApp('/partner/search', {
      http: {
        '/partner/search': ok(empty),
        '/partner/search/options': ok({ levels: [], regions: [] }),
      },
    });
    expect(await screen.findByText('没有符合条件的已认证合作伙伴')).toBeTruthy();
    await expectLocation('/partner/search');
    expect(document.querySelector('[data-layout]')).toBeNull();
  });

  it('renders /404 without a token', async () => {
    await renderApp('/404');
    expect(await screen.findByText('抱歉，你访问的页面不存在')).toBeTruthy();
  });

  it('redirects /user to the login page', async () => {
    await renderApp('/user');
    await expectLocation('/user/login');
  });

  it('redirects / to the landing page', async () => {
    await renderApp('/', { user: adminUser, prepare: withPermissions });
    await expectLocation('/dashboard/analysis');
    // The landing page is the analysis dashboard (no fake server here: each card reports its failed
    // load on its own, with a retry).
    const failed = await screen.findAllByText('加载失败', undefined, { timeout: 30_000 });
    expect(failed.length).toBeGreaterThan(1);
    expect(screen.getAllByRole('button', { name: /重\s*试/ })).toHaveLength(failed.length);
  });

  it('sends an unknown path to /404', async () => {
    await renderApp('/no/such/page', { user: adminUser, prepare: withPermissions });
    await expectLocation('/404');
    expect(await screen.findByText('抱歉，你访问的页面不存在')).toBeTruthy();
  });

  it('sends a folder to its redirect', async () => {
    await renderApp('/isystem', { user: adminUser, prepare: withPermissions });
    await expectLocation('/isystem/user');
  });

  it('renders the registered page of a menu component', async () => {
    await renderApp('/isystem/role', { user: adminUser, prepare: withPermissions });
    expect(await screen.findByText('demo page at /isystem/role')).toBeTruthy();
  });

  it('names the component of a menu item without a page, in English too', async () => {
    await renderApp('/lab/preview', { user: adminUser, prepare: withUnbuiltPage, locale: 'en-US' });
    expect(await screen.findByText('This page is not available yet: lab/Preview')).toBeTruthy();
  });
});
