import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMenuRoutes, type AppRoute } from '../../../runtime/core';
import {
  clearRegisteredPages,
  getPageLoader,
  listRegisteredPages,
  prefetchRoutePage,
  registerPage,
  RoutePage,
  type PageProps,
} from '../../../runtime/render';

function routeFor(component: string): AppRoute {
  const [route] = buildMenuRoutes([{ id: '1', path: '/x', name: 'x', component, meta: { title: 'X' } }]);
  if (!route) throw new Error('no route');
  return route;
}

function Hello({ route }: PageProps) {
  return <p>hello from {route.component}</p>;
}

afterEach(clearRegisteredPages);

describe('page registry', () => {
  it('registers loaders by component name and lists the names sorted', () => {
    const loader = async () => ({ default: Hello });
    registerPage('system/UserList', loader);
    registerPage('dashboard/Analysis', loader);
    expect(getPageLoader('system/UserList')).toBe(loader);
    expect(getPageLoader('system/RoleList')).toBeUndefined();
    expect(listRegisteredPages()).toEqual(['dashboard/Analysis', 'system/UserList']);
  });

  it('renders the registered page lazily with its route', async () => {
    registerPage('demo/Hello', async () => ({ default: Hello }));
    render(<RoutePage route={routeFor('demo/Hello')} loading={<p>loading</p>} renderMissing={() => null} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('hello from demo/Hello')).toBeTruthy();
  });

  it('loads a page once for its prefetch and its route, and renders it at once when it is in', async () => {
    let loads = 0;
    let prefetched: unknown;
    registerPage('demo/Hello', async () => {
      loads += 1;
      return { default: Hello, prefetch: (params) => void (prefetched = params) };
    });
    const route = routeFor('demo/Hello');
    await prefetchRoutePage(route, { id: '42' });
    expect(prefetched).toEqual({ id: '42' });
    render(<RoutePage route={route} loading={<p>loading</p>} renderMissing={() => null} />);
    // No fallback first: the chunk the prefetch loaded renders in the same pass.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('hello from demo/Hello')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('renders the fallback for a component without a page', () => {
    render(
      <RoutePage
        route={routeFor('system/UserList')}
        loading={null}
        renderMissing={(r) => <p>missing {r.component}</p>}
      />,
    );
    expect(screen.getByText('missing system/UserList')).toBeTruthy();
  });
});
