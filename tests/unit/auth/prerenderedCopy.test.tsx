// The login page's prerendered copy (scripts/prerender-login.mjs) is fixed over the page until the live
// page mounts: the login page takes it away in the commit that paints it, any other route at once, and
// it never outlives a start-up by more than 20 s.
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitPrerenderedCopy, removePrerenderedCopy } from '../../../runtime/core';
import { fakeAdapter } from '../../../stories/fixtures/fakeHttp';
import { LoginPage } from '../../../widgets/auth/LoginPage';
import { renderWithProviders } from '../app/testProviders';

function addCopy() {
  const copy = document.createElement('div');
  copy.id = 'prerender';
  copy.textContent = 'copy of the login page';
  document.body.append(copy);
  const style = document.createElement('style');
  style.dataset.prerender = '';
  document.head.append(style);
}

const copyLeft = () => document.getElementById('prerender') !== null;

afterEach(() => {
  removePrerenderedCopy();
  vi.useRealTimers();
});

describe('the prerendered login copy', () => {
  it('goes with its styles when the live login page mounts', async () => {
    addCopy();
    await renderWithProviders(
      <Routes>
        <Route path="/user/login" element={<LoginPage />} />
      </Routes>,
      { route: '/user/login', http: fakeAdapter({}) },
    );
    await screen.findByPlaceholderText('请输入帐户名');
    expect(copyLeft()).toBe(false);
    expect(document.querySelector('style[data-prerender]')).toBeNull();
  });

  it('goes after 20 s whatever happened, and not before', () => {
    vi.useFakeTimers();
    addCopy();
    limitPrerenderedCopy();
    act(() => vi.advanceTimersByTime(19_000));
    expect(copyLeft()).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(copyLeft()).toBe(false);
  });
});
