import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../server/src/lib/ids.js';
import { formatDateTime } from '../../server/src/lib/time.js';
import { DIALECTS, buildTestApp, closeTestApp } from './helpers.js';

describe.each(DIALECTS)('scheduled publishing (%s)', (dialect) => {
  let app: FastifyInstance;
  const id = newId();

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    // A draft that fell due while the server was down: the start-up tick publishes it.
    await app.db
      .insertInto('sys_announcement')
      .values({
        id,
        titile: 'Planned network maintenance',
        msg_content: '<p>Saturday 02:00–04:00</p>',
        priority: 'M',
        msg_category: '1',
        msg_type: 'ALL',
        send_status: '0',
        del_flag: '0',
        publish_at: '2020-01-01 00:00:00',
        create_by: 'admin',
        create_time: formatDateTime(),
      })
      .execute();
    await app.ready();
  });
  afterAll(() => closeTestApp(app));

  it('publishes due drafts when the server becomes ready', async () => {
    const deadline = Date.now() + 3000;
    let row;
    do {
      await new Promise((r) => setTimeout(r, 50));
      row = await app.db
        .selectFrom('sys_announcement')
        .select(['send_status', 'sender', 'send_time'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    } while (row.send_status !== '1' && Date.now() < deadline);
    expect(row).toMatchObject({ send_status: '1', sender: 'admin' });
    const sends = await app.db
      .selectFrom('sys_announcement_send')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('annt_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(sends.n)).toBe(1); // the seeded admin is the only user
  });
});
