import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig } from '../../../runtime/core';

describe('getRuntimeConfig', () => {
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it('uses the defaults when /config.js set nothing', () => {
    const host = window.location.host;
    expect(getRuntimeConfig()).toEqual({
      apiBase: '/api',
      staticDomain: '/api/sys/common/static',
      websocketDomain: `ws://${host}/api`,
      title: '支持中心',
    });
  });

  it('derives the static and websocket domains from a configured API base', () => {
    window.__APP_CONFIG__ = { apiBase: '/portal/api/' };
    const config = getRuntimeConfig();
    expect(config.apiBase).toBe('/portal/api');
    expect(config.staticDomain).toBe('/portal/api/sys/common/static');
    expect(config.websocketDomain).toBe(`ws://${window.location.host}/portal/api`);
  });

  it('turns an absolute https API base into a wss websocket domain', () => {
    window.__APP_CONFIG__ = { apiBase: 'https://support.example.com/api' };
    expect(getRuntimeConfig().websocketDomain).toBe('wss://support.example.com/api');
  });

  it('takes every key the server sets', () => {
    window.__APP_CONFIG__ = {
      apiBase: '/x',
      staticDomain: 'https://cdn.example.com/files',
      websocketDomain: 'wss://ws.example.com/x',
      title: 'Support',
    };
    expect(getRuntimeConfig()).toEqual(window.__APP_CONFIG__);
  });
});
