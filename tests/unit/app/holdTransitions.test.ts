// A cold console load holds CSS transitions until the first input (runtime/app/holdTransitions.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { HOLD_CLASS, holdTransitionsUntilInput } from '../../../runtime/app/holdTransitions';

const held = () => document.documentElement.classList.contains(HOLD_CLASS);
const rules = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

describe('holdTransitionsUntilInput', () => {
  let release: (() => void) | undefined;
  afterEach(() => release?.());

  it('turns transitions off for every element until the first input', () => {
    release = holdTransitionsUntilInput();
    expect(held()).toBe(true);
    expect(rules()).toContain(`.${HOLD_CLASS} *`);
    expect(rules()).toContain('transition: none !important');
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(held()).toBe(false);
    expect(rules()).not.toContain(HOLD_CLASS);
  });

  it.each(['pointerdown', 'keydown', 'wheel', 'touchstart'])('is released by %s', (type) => {
    release = holdTransitionsUntilInput();
    document.dispatchEvent(new Event(type));
    expect(held()).toBe(false);
  });

  it('stays held without input, and a later input after release changes nothing', () => {
    release = holdTransitionsUntilInput();
    document.body.dispatchEvent(new Event('click', { bubbles: true }));
    expect(held()).toBe(true);
    release();
    document.documentElement.classList.add('other');
    document.dispatchEvent(new Event('keydown'));
    expect(document.documentElement.classList.contains('other')).toBe(true);
    document.documentElement.classList.remove('other');
    expect(held()).toBe(false);
  });
});
