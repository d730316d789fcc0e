// Dictionary texts in the caller's language: en-US answers read item_text_en and fall back to the
// Chinese item_text where an item has none; admins edit the English text through the dictItem API;
// databases created before the column existed get the seeded dictionaries' English texts at start.
import { describe, expect, it } from 'vitest';
import { fillSeedEnglish } from '../../server/src/db/seed/dict-english.js';
import { addDictItem, dictIdOf, sheetRows, suiteApp } from './crud-helpers.js';
import { ADMIN_PASSWORD, DIALECTS, body, login } from './helpers.js';

type Option = { value: string; text: string; title: string; label: string };
type Records = { records: Record<string, unknown>[] };
const texts = (options: Option[] | undefined) => options?.map((o) => [o.value, o.text, o.label]);

describe.each(DIALECTS)('dictionary texts in the caller language (%s)', (dialect) => {
  const suite = suiteApp(dialect);
  const { admin } = suite;
  const dictId = (code: string) => dictIdOf(admin, code);
  const items = async (code: string, lang?: string) =>
    body<Option[]>(await admin.get(`/sys/dict/getDictItems/${code}`, lang)).result;

  it('answers getDictItems in English for en-US and in Chinese otherwise', async () => {
    expect(texts(await items('user_status', 'en-US'))).toEqual([
      ['1', 'Normal', 'Normal'],
      ['2', 'Frozen', 'Frozen'],
    ]);
    expect(texts(await items('user_status', 'zh-CN'))).toEqual([
      ['1', '正常', '正常'],
      ['2', '冻结', '冻结'],
    ]);
    expect(texts(await items('user_status'))).toEqual(texts(await items('user_status', 'zh-CN')));
  });

  it('answers queryAllDictItems and the login result in the caller language', async () => {
    const all = body<Record<string, Option[]>>(
      await admin.get('/sys/dict/queryAllDictItems', 'en-US'),
    ).result;
    expect(texts(all.partner_level)?.map((t) => t[1])).toEqual(['Registered', 'Silver', 'Gold', 'Platinum']);
    const res = await login(suite.app, 'admin', ADMIN_PASSWORD, { headers: { 'accept-language': 'en-US' } });
    const result = body<{ sysAllDictItems: Record<string, Option[]> }>(res).result;
    expect(texts(result.sysAllDictItems.sex)).toEqual([
      ['1', 'Male', 'Male'],
      ['2', 'Female', 'Female'],
    ]);
  });

  it('labels a list in en-US (`_dictText`) and serves the English text as a field', async () => {
    const url = `/sys/dictItem/list?dictId=${await dictId('priority')}&pageSize=50`;
    const en = body<Records>(await admin.get(url, 'en-US')).result.records;
    expect(en.map((r) => [r.itemText, r.itemTextEn, r.status_dictText])).toEqual([
      ['低', 'Low', 'Enabled'],
      ['中', 'Medium', 'Enabled'],
      ['高', 'High', 'Enabled'],
    ]);
    const zh = body<Records>(await admin.get(url, 'zh-CN')).result.records;
    expect(zh.map((r) => r.status_dictText)).toEqual(['启用', '启用', '启用']);
  });

  it('exports dictionary texts in the caller language', async () => {
    await admin.send('POST', '/sys/position/add', { code: 'en1', name: 'Engineer', postRank: '3' });
    const rows = await sheetRows((await admin.get('/sys/position/exportXls?code=en1', 'en-US')).rawPayload);
    expect(rows.slice(3).map((r) => r.slice(0, 3))).toEqual([['en1', 'Engineer', 'Intermediate']]);
  });

  it('falls back to the Chinese text where an item has no English text', async () => {
    const blank = await addDictItem(admin, 'case_type', { itemText: '投诉', itemValue: '9' });
    expect(texts(await items('case_type', 'en-US'))?.at(-1)).toEqual(['9', '投诉', '投诉']);
    await admin.send('PUT', '/sys/dictItem/edit', { id: blank, itemText: '投诉', itemTextEn: '' });
    expect(texts(await items('case_type', 'en-US'))?.at(-1)).toEqual(['9', '投诉', '投诉']);
  });

  it('lets the admin edit the English text, bounded like the Chinese one', async () => {
    const url = `/sys/dictItem/list?dictId=${await dictId('case_type')}&itemValue=2`;
    const fault = body<Records>(await admin.get(url)).result.records[0]!;
    const edit = await admin.send('PUT', '/sys/dictItem/edit', { ...fault, itemTextEn: 'Incident' });
    expect(body(edit).success).toBe(true);
    expect(texts(await items('case_type', 'en-US'))?.[1]).toEqual(['2', 'Incident', 'Incident']);
    expect(texts(await items('case_type', 'zh-CN'))?.[1]).toEqual(['2', '故障', '故障']);
    const byId = body<Record<string, unknown>>(await admin.get(`/sys/dictItem/queryById?id=${fault.id}`));
    expect(byId.result).toMatchObject({ itemText: '故障', itemTextEn: 'Incident' });

    const tooLong = await admin.send(
      'PUT',
      '/sys/dictItem/edit',
      { ...fault, itemTextEn: 'x'.repeat(101) },
      'en-US',
    );
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).message).toContain('itemTextEn');
  });

  it('gives existing databases the seed English where the Chinese text is unchanged', async () => {
    const statusDict = await dictId('user_status');
    await suite.app.db
      .updateTable('sys_dict_item')
      .set({ item_text_en: null })
      .where('dict_id', '=', statusDict)
      .execute();
    await suite.app.db
      .updateTable('sys_dict_item')
      .set({ item_text: '已冻结' })
      .where('dict_id', '=', statusDict)
      .where('item_value', '=', '2')
      .execute();
    await suite.app.db
      .updateTable('sys_dict')
      .set({ dict_name_en: null })
      .where('id', '=', statusDict)
      .execute();
    expect(await fillSeedEnglish(suite.app.db)).toBe(2);
    const rows = await suite.app.db
      .selectFrom('sys_dict_item')
      .select(['item_value', 'item_text_en'])
      .where('dict_id', '=', statusDict)
      .orderBy('item_value')
      .execute();
    expect(rows).toEqual([
      { item_value: '1', item_text_en: 'Normal' },
      { item_value: '2', item_text_en: null },
    ]);
    expect(await fillSeedEnglish(suite.app.db)).toBe(0);
  });
});
