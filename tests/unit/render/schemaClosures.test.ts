// What a page family's pages reach, found at build time (runtime/render/vite/schemaClosures.ts), and the
// table of families the schema loader asks for in parallel (schemaFamilies.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familiesModule } from '../../../runtime/render/vite/schemaFamilies';
import { familyClosures, familyKeyOf } from '../../../runtime/render/vite/schemaClosures';

let root: string;

function write(path: string, doc: unknown) {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, typeof doc === 'string' ? doc : JSON.stringify(doc));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'schema-closures-'));
  // A list whose row link opens another area's detail, which lists a third family's pages.
  write('schemas/pages/shop/order.list.json', {
    id: 'shop.order.list',
    kind: 'list',
    model: 'shop_order',
    columns: [{ name: 'customer', link: { target: 'crm.customer.detail' } }],
    actions: [
      { name: 'edit', target: 'shop.order.modal' },
      { name: 'gone', target: 'shop.missing.list' },
    ],
  });
  write('schemas/pages/shop/order.modal.json', { id: 'shop.order.modal', kind: 'modal' });
  write('schemas/pages/crm/customer.detail.json', {
    id: 'crm.customer.detail',
    kind: 'detail',
    model: 'crm_customer',
    relations: [{ page: 'crm.contact.list' }],
  });
  // It links back: a cycle ends where the pages were seen.
  write('schemas/pages/crm/contact.list.json', {
    id: 'crm.contact.list',
    kind: 'list',
    model: 'crm_contact',
    actions: [{ name: 'back', target: 'shop.order.list' }],
  });
  write('schemas/pages/crm/broken.list.json', '{ not json');
  write('schemas/models/shop_order.json', {
    properties: {
      customer: { 'x-ref': { model: 'crm_customer' } },
      parent: { 'x-ref': { model: 'shop_order' } },
    },
  });
  write('schemas/models/crm_customer.json', { properties: { owner: { 'x-ref': { model: 'sys_user' } } } });
  write('schemas/models/crm_contact.json', { properties: {} });
  write('schemas/models/sys_user.json', { properties: {} });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('familyClosures', () => {
  it('follows pages across areas and models through their references, each once', () => {
    const closures = familyClosures(root);
    expect(closures['shop/order']).toEqual([
      'crm/contact',
      'crm/customer',
      'm:crm_contact',
      'm:crm_customer',
      'm:shop_order',
      'm:sys_user',
    ]);
    expect(closures['crm/contact']).toEqual([
      'crm/customer',
      'm:crm_contact',
      'm:crm_customer',
      'm:shop_order',
      'm:sys_user',
      'shop/order',
    ]);
    expect(closures['crm/broken']).toBeUndefined();
  });

  it("lists the work-order list's detail family and the models its references name", () => {
    const closures = familyClosures(process.cwd());
    expect(closures['caseManage/case']).toEqual(
      expect.arrayContaining(['caseManage/caseContact', 'm:biz_case', 'm:sys_user', 'm:sys_depart']),
    );
    expect(closures['system/dict']).toEqual(['m:sys_dict', 'm:sys_dict_item', 'system/dictItem']);
  });

  it('finds none where there are no page files', () => {
    expect(familyClosures(join(root, 'schemas', 'models'))).toEqual({});
  });

  it('names a family by area and the first part of the file name', () => {
    expect(familyKeyOf('caseManage.case.list')).toBe('caseManage/case');
    expect(familyKeyOf('dashboard.analysis')).toBe('dashboard/analysis');
  });
});

describe('familiesModule', () => {
  it("loads every family from one table and lists each one's closure", () => {
    const code = familiesModule(root);
    expect(code).toContain('"shop/order": () => import("virtual:schema-family/shop/order")');
    expect(code).toContain('"crm/customer": () => import("virtual:schema-family/crm/customer")');
    const closures = JSON.parse(/export const closures = (.*);$/m.exec(code)![1]!) as Record<
      string,
      string[]
    >;
    expect(closures['shop/order']).toContain('crm/customer');
    // A family that reaches nothing is left out of the table.
    expect(Object.keys(closures)).not.toContain('shop/missing');
  });
});
