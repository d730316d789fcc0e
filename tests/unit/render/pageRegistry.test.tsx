import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMenuRoutes, type AppRoute } from '../../../runtime/core';
import {
  clearRegisteredPages,
  getPageLoader,
  listRegisteredPages,
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
