import { useEffect } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import type { AppRoute } from '../../../runtime/core';
import { routesFixture } from '../../../stories/fixtures/menu';
import { adminUser } from '../../../stories/fixtures/user';
import { BasicLayout } from '../../../widgets/shell/BasicLayout';
import { DeviceOverride, type Device } from '../../../widgets/shell/device';
import { renderWithProviders, type RenderOptions } from '../app/testProviders';

/** How many times the test page mounted: "refresh" must add one. */
export const pageMounts = { count: 0 };

/** Paths the test page links to, so tests navigate the way a user clicking a link would. */
export const LINKS = [
  '/dashboard/analysis',
  '/isystem/user',
  '/isystem/role',
  '/monitor/disk',
  '/caseManage/list',
  '/isystem/user?status=1',
];

function TestPage() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    pageMounts.count += 1;
  }, []);
  return (
    <div>
      <p data-testid="page">{`${pathname}${search}`}</p>
      {LINKS.map((to) => (
        <Link key={to} to={to} data-testid={`go:${to}`}>
          {to}
        </Link>
      ))}
    </div>
  );
}

export interface ShellRenderOptions extends RenderOptions {
  /** Desktop by default; `null` measures the window (jsdom answers no media query: a desktop). */
  device?: Device | null;
  routes?: AppRoute[];
}

/**
 * Renders the console layout around a test page, signed in as admin on the home page, the way the app
 * does (fresh jotai store, antd provider, memory router).
 */
export function renderShell(options: ShellRenderOptions = {}) {
  const { device = 'desktop', routes = routesFixture, ...rest } = options;
  const layout = (
    <Routes>
      <Route element={<BasicLayout routes={routes} />}>
        <Route path="*" element={<TestPage />} />
      </Route>
    </Routes>
  );
  return renderWithProviders(device ? <DeviceOverride device={device}>{layout}</DeviceOverride> : layout, {
    route: '/dashboard/analysis',
    user: adminUser,
    ...rest,
  });
}
