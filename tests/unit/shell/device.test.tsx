// SPEC §2 "Responsive behaviour", §9 breakpoints: which widths count as mobile.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceOverride, useDevice, useIsMobile } from '../../../widgets/shell/device';

const original = window.matchMedia;

/** A matchMedia answering `(max-width: Npx)` queries for a window `width` wide. */
function windowOf(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      ...original(query),
      media: query,
      matches: max ? width <= Number(max[1]) : false,
    };
  }) as typeof window.matchMedia;
}

function Probe() {
  return <output>{`${useDevice()} ${useIsMobile() ? 'mobile' : 'not-mobile'}`}</output>;
}

afterEach(() => {
  window.matchMedia = original;
});

describe('Responsive behaviour', () => {
  it.each([
    [1440, 'desktop not-mobile'],
    [1088, 'desktop not-mobile'],
    [1087, 'tablet mobile'],
    [768, 'tablet mobile'],
    [767, 'mobile mobile'],
    [375, 'mobile mobile'],
  ])('Under 1088px wide the device counts as mobile; under 768px also (%ipx: %s)', (width, expected) => {
    windowOf(width);
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe(expected);
  });

  it('counts as a desktop where media queries are not answered (jsdom)', () => {
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('desktop not-mobile');
  });

  it('DeviceOverride forces the device whatever the width', () => {
    windowOf(1440);
    render(
      <DeviceOverride device="mobile">
        <Probe />
      </DeviceOverride>,
    );
    expect(screen.getByRole('status').textContent).toBe('mobile mobile');
  });
});
