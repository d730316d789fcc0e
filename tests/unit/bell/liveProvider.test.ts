import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HEARTBEAT_TEXT,
  HEARTBEAT_TIMEOUT_MS,
  NOTICE_POLL_INTERVAL_MS,
  SESSION_ENDED_CLOSE_CODE,
  WEBSOCKET_RECONNECT_DELAY_MS,
  http,
  type LiveEvent,
} from '../../../runtime/core';
import { createPoller, createWebSocketLiveProvider, userChannel } from '../../../runtime/core/live';
import { SESSION_CHECK_DELAY_MS } from '../../../runtime/core/live/websocketLive';
import { ok, routeAdapter } from '../auth/routeAdapter';
import { socketFactory } from './fakeSocket';

/** A provider over fake sockets; `token` may be a function, for tests where the session changes. */
function provider(token: string | (() => string | undefined) = 'tok-1') {
  const factory = socketFactory();
  const live = createWebSocketLiveProvider({
    urlFor: (channel) => `ws://host/api${channel}`,
    token: typeof token === 'function' ? token : () => token,
    createSocket: factory.create,
  });
  return { live, ...factory };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('websocket LiveProvider', () => {
  it('opens /websocket/{userId} with the token as the protocol and passes topic and user messages on', () => {
    const { live, sockets, last } = provider();
    const events: LiveEvent[] = [];
    live.subscribe({ channel: userChannel('u1'), callback: (e) => events.push(e) });
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://host/api/websocket/u1');
    expect(last().protocols).toEqual(['tok-1']);

    last().open();
    last().receive({ cmd: 'topic', msgId: 'a1', msgTxt: '升级通知' });
    last().receive({ cmd: 'user', msgId: 'a2', msgTxt: '工单' });
    last().receive({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    last().receive('not json');
    expect(events.map((e) => [e.channel, e.type, e.payload.msgId])).toEqual([
      ['/websocket/u1', 'topic', 'a1'],
      ['/websocket/u1', 'user', 'a2'],
    ]);
  });

  it('opens nothing without a token', () => {
    const { live, sockets } = provider('');
    live.subscribe({ channel: userChannel('u1'), callback: () => undefined });
    expect(sockets).toHaveLength(0);
  });

  it('reconnects 5 s after an error and close, one attempt at a time', () => {
    const { live, sockets, last } = provider();
    live.subscribe({ channel: userChannel('u1'), callback: () => undefined });
    last().fail(); // error and close both fire
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // The second attempt fails too: again exactly one more, 5 s later.
    last().fail();
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS * 3 - 1);
    expect(sockets.length).toBeLessThanOrEqual(4);
    expect(sockets).toHaveLength(3);
    // A late close from a replaced socket schedules nothing.
    sockets[0]!.onclose?.({ code: 1006 } as CloseEvent);
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS * 2);
    expect(sockets).toHaveLength(3);
  });

  it('stops reconnecting once the token that opened the socket is gone, and reopens with a new one', () => {
    let token = 'tok-1';
    const { live, ...factory } = provider(() => token);
    live.subscribe({ channel: userChannel('u1'), callback: () => undefined });
    factory.last().open();
    token = ''; // signed out: the server refuses this token now
    factory.last().serverClose();
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS * 3);
    expect(factory.sockets).toHaveLength(1);

    token = 'tok-2';
    live.subscribe({ channel: userChannel('u1'), callback: () => undefined });
    expect(factory.sockets).toHaveLength(2);
    expect(factory.last().protocols).toEqual(['tok-2']);
  });

  it('reconnects after the server closes an open socket', () => {
    const { live, sockets, last } = provider();
    live.subscribe({ channel: userChannel('u1'), callback: () => undefined });
    last().open();
    last().serverClose();
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
  });

  it('closes for good and reports once when the server ends the session (4401)', () => {
    const factory = socketFactory();
    const onSessionEnded = vi.fn();
    const live = createWebSocketLiveProvider({
      urlFor: (channel) => `ws://host/api${channel}`,
      token: () => 'tok-1',
      createSocket: factory.create,
      onSessionEnded,
    });
    live.subscribe({ channel: userChannel('u1'), callback: () => undefined });
    factory.last().open();
    factory.last().serverClose(SESSION_ENDED_CLOSE_CODE);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS * 3);
    expect(factory.sockets).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('asks the server about an ended session a second later, unless the tab signed out itself meanwhile', async () => {
    const api = routeAdapter({ 'GET /sys/user/getCurrentUserDeparts': { data: ok({ list: [] }) } });
    const previous = http.defaults.adapter;
    http.defaults.adapter = api.adapter;
    try {
      let token: string | undefined = 'tok-1';
      const { live, ...factory } = provider(() => token);
      live.subscribe({ channel: userChannel('u1'), callback: () => undefined });
      factory.last().open();
      factory.last().serverClose(SESSION_ENDED_CLOSE_CODE);
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_DELAY_MS - 1);
      expect(api.requests).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(api.requests.map((r) => r.path)).toEqual(['/sys/user/getCurrentUserDeparts']);

      // The tab's own logout or password change forgets the token before the wait ends: nothing is asked.
      token = 'tok-2';
      live.subscribe({ channel: userChannel('u2'), callback: () => undefined });
      factory.last().open();
      factory.last().serverClose(SESSION_ENDED_CLOSE_CODE);
      token = undefined;
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_DELAY_MS * 2);
      expect(api.requests).toHaveLength(1);
    } finally {
      http.defaults.adapter = previous;
    }
  });

  it('sends "HeartBeat" after 20 s of silence and replaces a socket that stays silent 20 s more', () => {
    const { live, sockets, last } = provider();
    live.subscribe({ channel: userChannel('u1'), callback: () => undefined });
    const first = last();
    first.open();
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
    expect(first.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(first.sent).toEqual([HEARTBEAT_TEXT]);

    // The answer resets the clock.
    first.receive({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
    expect(first.sent).toEqual([HEARTBEAT_TEXT, HEARTBEAT_TEXT]);

    // No answer this time: dropped after 20 s, replaced 5 s later.
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
    expect(first.closeCalls).toBe(1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
  });

  it('shares one socket per channel and closes it, with no reconnect, when the last subscriber leaves', () => {
    const { live, sockets, last } = provider();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = live.subscribe({ channel: userChannel('u1'), callback: a });
    const stopB = live.subscribe({ channel: userChannel('u1'), callback: b });
    expect(sockets).toHaveLength(1);
    last().open();
    last().receive({ cmd: 'user', msgId: 'x' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    stopA();
    expect(last().closeCalls).toBe(0);
    stopB();
    expect(last().closeCalls).toBe(1);
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS * 4);
    expect(sockets).toHaveLength(1);
  });

  it('lets a socket that is still connecting open before closing it', () => {
    const { live, last } = provider();
    const stop = live.subscribe({ channel: userChannel('u1'), callback: vi.fn() });
    stop();
    expect(last().closeCalls).toBe(0);
    last().open();
    expect(last().closeCalls).toBe(1);
  });

  it('cancels a pending reconnect when the last subscriber leaves', () => {
    const { live, sockets, last } = provider();
    const stop = live.subscribe({ channel: userChannel('u1'), callback: () => undefined });
    last().fail();
    stop();
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS * 2);
    expect(sockets).toHaveLength(1);
  });
});

describe('createPoller', () => {
  it('does nothing until started, then runs every 6 s', async () => {
    const task = vi.fn(() => Promise.resolve());
    const poller = createPoller(task);
    vi.advanceTimersByTime(NOTICE_POLL_INTERVAL_MS * 3);
    expect(task).not.toHaveBeenCalled();
    expect(poller.running).toBe(false);
    poller.start();
    vi.advanceTimersByTime(NOTICE_POLL_INTERVAL_MS * 2);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
    vi.advanceTimersByTime(NOTICE_POLL_INTERVAL_MS * 2);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('stops when a load fails', async () => {
    const task = vi.fn(() => Promise.reject(new Error('500')));
    const poller = createPoller(task);
    poller.start();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(poller.running).toBe(false);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS * 3);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
