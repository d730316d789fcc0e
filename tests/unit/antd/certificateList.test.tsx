// The sales-certificate list page (schemas/pages/certificate): the valid-to date of an expiring
// certificate is tinted, revoked rows offer neither renew nor revoke, revoke asks a required reason
// and posts it, and renew opens a small form with the row that refuses a date not after the current one.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from './schemaHarness';

vi.setConfig({ testTimeout: 90_000 });

const row = (id: string, certNo: string, validTo: string, status: string) => ({
  id,
  certNo,
  partnerId: 'p1',
  holderName: '周涛',
  productLine: 'ECS',
  certLevel: '2',
  validFrom: '2026-01-01',
  validTo,
  status,
  createTime: '2026-01-01 09:00:00',
});

function server() {
  const s = schemaServer();
  s.dicts.sales_cert_status = [
    { value: '1', text: '有效' },
    { value: '2', text: '即将到期' },
    { value: '3', text: '已过期' },
    { value: '4', text: '已吊销' },
  ];
  s.dicts.sales_cert_level = [{ value: '2', text: '认证解决方案顾问' }];
  s.dicts.product_line = [{ value: 'ECS', text: '弹性云主机' }];
  s.tables.push({
    basePath: '/biz/salesCertificate',
    table: 'biz_sales_certificate',
    dicts: { status: 'sales_cert_status', certLevel: 'sales_cert_level', productLine: 'product_line' },
    refs: { partnerId: { p1: '华东云联科技有限公司' } },
    rows: [
      row('c1', 'SC-20260101-0001', '2026-12-10', '2'),
      row('c2', 'SC-20260101-0002', '2027-12-31', '1'),
      row('c3', 'SC-20260101-0003', '2027-06-30', '4'),
    ],
  });
  const answer = (result: unknown) => ({ success: true, code: 200, message: '', result, timestamp: 0 });
  s.intercept = ({ path }) => {
    if (path === '/biz/partner/list')
      return answer({ records: [], total: 0, size: 500, current: 1, pages: 0 });
    if (path === '/biz/salesCertificate/revoke' || path === '/biz/salesCertificate/renew')
      return answer(null);
    return undefined;
  };
  return s;
}

const CODES = ['biz:certificate:list', 'biz:certificate:renew', 'biz:certificate:revoke'];

describe('sales certificate list', () => {
  it('tints the expiring valid-to date and hides renew and revoke on a revoked row', async () => {
    await renderSchema(<SchemaPage pageId="certificate.certificate.list" params={{}} />, {
      server: server(),
      codes: CODES,
    });
    const expiring = await screen.findByText('2026-12-10', {}, { timeout: 30_000 });
    expect(expiring.closest('.list-cell-highlight-warning')).toBeTruthy();
    expect(screen.getByText('2027-12-31').closest('.list-cell-highlight')).toBeNull();
    // Two of three rows may be renewed and revoked.
    expect(screen.getAllByRole('button', { name: /续\s*期/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /吊\s*销/ })).toHaveLength(2);
  });

  it('revokes with a required reason', async () => {
    const s = server();
    await renderSchema(<SchemaPage pageId="certificate.certificate.list" params={{}} />, {
      server: s,
      codes: CODES,
    });
    fireEvent.click((await screen.findAllByRole('button', { name: /吊\s*销/ }, { timeout: 30_000 }))[0]!);
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: /确\s*定|OK/ }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('confirm-reason'), { target: { value: '持证人离职' } });
    await waitFor(() => expect(ok.disabled).toBe(false));
    fireEvent.click(ok);
    await waitFor(() => expect(s.log.some((r) => r.path === '/biz/salesCertificate/revoke')).toBe(true));
    expect(s.log.find((r) => r.path === '/biz/salesCertificate/revoke')!.body).toMatchObject({
      id: 'c1',
      revokeReason: '持证人离职',
    });
  });

  it('renews through a small form that refuses a date not after the current one', async () => {
    const s = server();
    await renderSchema(<SchemaPage pageId="certificate.certificate.list" params={{}} />, {
      server: s,
      codes: CODES,
    });
    fireEvent.click((await screen.findAllByRole('button', { name: /续\s*期/ }, { timeout: 30_000 }))[0]!);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(await within(dialog).findByDisplayValue('SC-20260101-0001', {}, { timeout: 30_000 })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK|保\s*存/ }));
    expect(await within(dialog).findByText('新的到期日期必须晚于当前到期日期')).toBeTruthy();
    expect(s.log.some((r) => r.path === '/biz/salesCertificate/renew')).toBe(false);
  });
});
