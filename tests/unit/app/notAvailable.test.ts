import { describe, expect, it } from 'vitest';
import { listRegisteredPages } from '../../../runtime/render';
import { registerWidgets } from '../../../runtime/app/registerWidgets';
import { MENU_SEED, type MenuSeed } from '../../../server/src/db/seed/menus';

function componentsOf(items: readonly MenuSeed[]): string[] {
  return items.flatMap((item) => [item.component, ...componentsOf(item.children ?? [])]);
}

// The seeded menu items whose component has no page yet: they render the "not available" result
// naming the component. Landing a page removes its name here; adding a menu item adds one.
const WITHOUT_PAGE: string[] = [];

describe('menu items without a page', () => {
  it('are exactly these component names', () => {
    registerWidgets();
    const registered = new Set(listRegisteredPages());
    const missing = [...new Set(componentsOf(MENU_SEED))]
      .filter((name) => !name.startsWith('layouts/') && !registered.has(name))
      .sort();
    expect(missing).toEqual(WITHOUT_PAGE);
  });
});
