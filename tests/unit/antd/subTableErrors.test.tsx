import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formilyPath, knownFieldNames } from '../../../runtime/antd/form/serverErrors';
import { subTableValues } from '../../../runtime/antd/form/subTableValues';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import type { FormPageSchema } from '../../../runtime/render/schemaLite';
import { renderSchema } from './schemaHarness';

const PAGE = {
  id: 'test.order.form',
  kind: 'form',
  model: 'test_order',
  sections: [
    { fields: [{ field: 'title' }] },
    { subTable: { relation: 'lines', fields: [{ field: 'product' }, { field: 'qty' }] } },
  ],
} as FormPageSchema;

describe('server errors on sub-table cells', () => {
  it('knows each cell of the rows the form holds, as the server names them', () => {
    expect(knownFieldNames(PAGE, { lines: [{}, {}] })).toEqual([
      'title',
      'lines',
      'lines[0].id',
      'lines[0].product',
      'lines[0].qty',
      'lines[1].id',
      'lines[1].product',
      'lines[1].qty',
    ]);
    expect(knownFieldNames(PAGE, { lines: 'bad' })).toEqual(['title', 'lines']);
  });

  it('maps server names to Formily paths, a row key to its first cell', () => {
    expect(formilyPath(PAGE, 'lines[1].qty')).toBe('lines.1.qty');
    expect(formilyPath(PAGE, 'lines[3].id')).toBe('lines.3.product');
    expect(formilyPath(PAGE, 'title')).toBe('title');
  });

  it("sends sub-table rows without Formily's bookkeeping keys", () => {
    const values = {
      title: 'x',
      lines: [{ product: 'ECS', qty: 2, __DO_NOT_USE_THIS_PROPERTY_index__: 0 }, null],
    };
    expect(subTableValues(PAGE, values)).toEqual({ title: 'x', lines: [{ product: 'ECS', qty: 2 }, null] });
    expect(values.lines[0]).toHaveProperty('__DO_NOT_USE_THIS_PROPERTY_index__');
  });

  it('shows a refused contact row on its cell in the work-order form', { timeout: 90_000 }, async () => {
    const { server } = await renderSchema(<SchemaPage pageId="caseManage.case.form" params={{}} />);
    server.intercept = ({ path }) =>
      path === '/biz/case/add'
        ? {
            success: false,
            code: 400,
            message: 'contacts[0].phone: 格式不正确',
            result: { errors: [{ field: 'contacts[0].phone', message: 'contacts[0].phone: 格式不正确' }] },
          }
        : undefined;
    fireEvent.change(await screen.findByLabelText('标题'), { target: { value: '云数据库主从切换失败' } });
    fireEvent.change(screen.getByLabelText('客户'), { target: { value: '星河银行' } });
    fireEvent.change(screen.getByLabelText('产品'), { target: { value: '云数据库 RDS' } });
    fireEvent.change(screen.getByLabelText('问题描述'), {
      target: { value: '凌晨自动切换后应用连接超时。' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '工单类型' }));
    fireEvent.click(await screen.findByText('故障', { selector: '.ant-select-item-option-content' }));
    expect(screen.getByText('姓名', { selector: 'th' })).toBeTruthy();
    fireEvent.click(screen.getByText('添加一行'));
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row input').length).toBeGreaterThan(1));
    const row = [...document.querySelectorAll<HTMLInputElement>('.ant-table-row input:not([role])')];
    fireEvent.change(row[0]!, { target: { value: '陈立' } });
    fireEvent.change(row[1]!, { target: { value: '13800001111' } });
    fireEvent.click(screen.getByText(/^(保\s*存|提\s*交)$/));
    expect(await screen.findByText('contacts[0].phone: 格式不正确')).toBeTruthy();
    await waitFor(() =>
      expect(server.log.find((r) => r.path === '/biz/case/add')?.body).toMatchObject({
        contacts: [{ name: '陈立', phone: '13800001111', role: '1' }],
      }),
    );
    const sent = server.log.find((r) => r.path === '/biz/case/add')?.body as { contacts: object[] };
    expect(Object.keys(sent.contacts[0]!).filter((k) => k.startsWith('__'))).toEqual([]);
  });
});
