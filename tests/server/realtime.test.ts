import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { roleId } from '../../server/src/db/seed/rows.js';
import { MAX_SOCKETS_PER_USER, REPLACED_CODE } from '../../server/src/realtime/hub.js';
import { SESSION_ENDED_CODE } from '../../server/src/realtime/sweeper.js';
import { ADMIN_PASSWORD, DIALECTS, buildTestApp, closeTestApp, createUser, loginToken } from './helpers.js';
import { call, publishAnnouncement } from './announcement-helpers.js';
import { closed, openSocket, socketUrl, type Opened } from './realtime-helpers.js';

describe.each(DIALECTS)('notification websocket (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: string;
  const users: Record<string, { id: string; token: string }> = {};
  const open: Opened[] = [];

  const connect = async (name: string, token = users[name]!.token) => {
    const opened = await openSocket(socketUrl(app, users[name]!.id), token);
    open.push(opened);
    return opened;
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect, { sessionCacheTtlMs: 0 });
    for (const [name, roleCode] of [
      ['alice', 'staff'],
      ['bob', 'staff'],
      ['carol', 'partner'],
    ] as const) {
      const password = `${name}-Passw0rd`;
      const id = await createUser(app, { username: name, password, roleCode });
      users[name] = { id, token: await loginToken(app, name, password) };
    }
    admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const o of open) o.socket.terminate();
    await closeTestApp(app);
  });

  it('opens with the token as sub-protocol and echoes it back', async () => {
    const alice = await connect('alice');
    expect(alice.protocol).toBe(users.alice!.token);
  });

  it('counts an open socket as a websocket, never as a request in flight (its upgrade has no onResponse)', async () => {
    await connect('alice');
    await connect('bob');
    expect(app.realtime.hub.size).toBeGreaterThanOrEqual(2);
    expect(app.monitor.inFlight).toBe(0);
  });

  it("refuses a token of user A on user B's channel, before the upgrade", async () => {
    await expect(openSocket(socketUrl(app, users.bob!.id), users.alice!.token)).rejects.toThrow(
      'refused: 403',
    );
  });

  it('refuses no token, an unknown token and an unknown user with 401', async () => {
    await expect(openSocket(socketUrl(app, users.alice!.id))).rejects.toThrow('refused: 401');
    await expect(openSocket(socketUrl(app, users.alice!.id), 'not-a-real-token')).rejects.toThrow(
      'refused: 401',
    );
    await expect(openSocket(socketUrl(app, 'nobody'), 'not-a-real-token')).rejects.toThrow('refused: 401');
  });

  it('answers a heartbeat on that socket only', async () => {
    const first = await connect('bob');
    const second = await connect('bob');
    first.socket.send('HeartBeat');
    expect(await first.next((m) => m.cmd === 'heartcheck')).toEqual({
      cmd: 'heartcheck',
      msgTxt: '心跳响应',
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(second.messages.filter((m) => m.cmd === 'heartcheck')).toHaveLength(0);
  });

  it('delivers a publication to every target socket within 2 s, and to no one else', async () => {
    const aliceTabs = [await connect('alice'), await connect('alice')];
    const carol = await connect('carol');
    const id = await publishAnnouncement(app, admin, {
      titile: 'Staff meeting moved to 15:00',
      msgType: 'ROLE',
      roleIds: roleId('staff'),
    });
    for (const tab of aliceTabs) {
      expect(await tab.next((m) => m.msgId === id)).toEqual({
        cmd: 'user',
        msgId: id,
        msgTxt: 'Staff meeting moved to 15:00',
      });
    }
    await new Promise((r) => setTimeout(r, 150));
    expect(carol.messages.find((m) => m.msgId === id)).toBeUndefined();

    const all = await publishAnnouncement(app, admin, { titile: 'Office closed on Friday' });
    expect(await carol.next((m) => m.msgId === all)).toEqual({
      cmd: 'topic',
      msgId: all,
      msgTxt: 'Office closed on Friday',
    });
  });

  it('asks the bells to reload on revoke and on read-all, without a msgId', async () => {
    const carol = await connect('carol');
    const id = await publishAnnouncement(app, admin, {
      titile: 'Revoked soon',
      msgType: 'USER',
      userIds: [users.carol!.id],
    });
    await carol.next((m) => m.msgId === id);
    carol.messages.length = 0;
    await call(app, 'GET', `/sys/annountCement/doReovkeData?id=${id}`, admin);
    expect(await carol.next((m) => m.cmd === 'user')).toEqual({ cmd: 'user' });
    carol.messages.length = 0;
    await call(app, 'PUT', '/sys/sysAnnouncementSend/readAll', users.carol!.token);
    expect(await carol.next((m) => m.cmd === 'topic')).toEqual({ cmd: 'topic' });
  });

  it('keeps at most MAX_SOCKETS_PER_USER sockets per user, closing the oldest', async () => {
    const password = 'Gina-Passw0rd';
    const id = await createUser(app, { username: 'gina', password, roleCode: 'staff' });
    users.gina = { id, token: await loginToken(app, 'gina', password) };
    const sockets: Opened[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i += 1) sockets.push(await connect('gina'));
    const oldest = closed(sockets[0]!.socket);
    const newest = await connect('gina');
    expect(await oldest).toBe(REPLACED_CODE);
    expect(sockets.slice(1).every((s) => s.socket.readyState === s.socket.OPEN)).toBe(true);
    newest.socket.send('HeartBeat');
    expect(await newest.next((m) => m.cmd === 'heartcheck')).toMatchObject({ cmd: 'heartcheck' });
  });

  it("closes a session's sockets as it logs out, and only that session's", async () => {
    const password = 'Dave-Passw0rd';
    const id = await createUser(app, { username: 'dave', password, roleCode: 'staff' });
    users.dave = { id, token: await loginToken(app, 'dave', password) };
    const otherSession = await loginToken(app, 'dave', password);
    const ending = await connect('dave');
    const staying = await connect('dave', otherSession);
    // Listening before the logout: the socket closes while the logout is answered, not at a sweep.
    const code = closed(ending.socket);
    await app.inject({
      method: 'POST',
      url: '/api/sys/logout',
      headers: { 'x-access-token': users.dave.token },
    });
    expect(await code).toBe(SESSION_ENDED_CODE);
    await app.realtime.sweep();
    expect(staying.socket.readyState).toBe(staying.socket.OPEN);
  });

  it('closes sockets when the server shuts down, and does not wait for a peer that never answers', async () => {
    const other = await buildTestApp(dialect);
    const password = 'Erin-Passw0rd';
    const id = await createUser(other, { username: 'erin', password, roleCode: 'staff' });
    const token = await loginToken(other, 'erin', password);
    await other.listen({ port: 0, host: '127.0.0.1' });
    const erin = await openSocket(socketUrl(other, id), token);
    const frozen = await openSocket(socketUrl(other, id), token);
    // This client stops reading, so it never answers the close frame (a laptop that went to sleep).
    (frozen.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const code = closed(erin.socket, 5000);
    const started = Date.now();
    await closeTestApp(other);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await code).toBe(1001);
    frozen.socket.terminate();
  });
});
