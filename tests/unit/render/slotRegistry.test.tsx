import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Slot, clearSlots, getSlotEntries, registerSlot } from '../../../runtime/render';

afterEach(() => clearSlots());

describe('shell slots', () => {
  it('renders registered widgets in order and replaces an entry registered again under its key', () => {
    registerSlot('header:actions', { key: 'b', component: () => <span>second</span>, order: 20 });
    registerSlot('header:actions', { key: 'a', component: () => <span>old</span>, order: 10 });
    registerSlot('header:actions', { key: 'a', component: () => <span>first</span>, order: 10 });
    render(
      <div data-testid="slot">
        <Slot name="header:actions" />
      </div>,
    );
    expect(screen.getByTestId('slot').textContent).toBe('firstsecond');
    expect(getSlotEntries('header:userMenu')).toEqual([]);
  });
});
