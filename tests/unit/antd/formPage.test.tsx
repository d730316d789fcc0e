import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { renderSchema } from './schemaHarness';

describe('schema form page', () => {
  it('adds a dictionary: validates required fields, checks duplicates, posts to add', async () => {
    const { server } = await renderSchema(<SchemaPage pageId="system.dict.form" params={{}} />);
    const name = await screen.findByLabelText('字典名称');
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请输入字典名称!')).toBeTruthy();
    fireEvent.change(name, { target: { value: '服务等级' } });
    const code = screen.getByLabelText('字典编码');
    fireEvent.change(code, { target: { value: 'priority' } });
    fireEvent.blur(code);
    expect(await screen.findByText('该值不可用，系统中已存在！')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'service_level' } });
    fireEvent.blur(code);
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(server.log.some((r) => r.method === 'POST' && r.path === '/sys/dict/add')).toBe(true),
    );
    const add = server.log.find((r) => r.path === '/sys/dict/add');
    expect(add?.body).toMatchObject({ dictName: '服务等级', dictCode: 'service_level', type: 0 });
    expect(server.tables[0]!.rows[0]).toMatchObject({ dictCode: 'service_level' });
  });
});

describe('schema form page: edit, rules and server errors', () => {
  it('loads the record to edit, disables the code, and saves with PUT edit', async () => {
    const { server } = await renderSchema(
      <SchemaPage pageId="system.dict.form" params={{ id: 'a0000000000000000000000000000001' }} />,
    );
    const name = (await screen.findByLabelText('字典名称')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('优先级'));
    expect((screen.getByLabelText('字典编码') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(name, { target: { value: '工单优先级' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(server.log.some((r) => r.method === 'PUT' && r.path === '/sys/dict/edit')).toBe(true),
    );
    expect(server.log.find((r) => r.path === '/sys/dict/edit')?.body).toMatchObject({
      id: 'a0000000000000000000000000000001',
      dictName: '工单优先级',
      dictCode: 'priority',
    });
  });

  it('fails the code rule check with the server message', async () => {
    const { server } = await renderSchema(<SchemaPage pageId="system.position.form" params={{}} />);
    const code = await screen.findByLabelText('职务编码');
    // 'ab' fits the model's pattern; the server's rule `common` wants three characters.
    fireEvent.change(code, { target: { value: 'ab' } });
    fireEvent.blur(code);
    expect(await screen.findByText('编码至少3位，须以字母开头，只含字母、数字和下划线')).toBeTruthy();
    const call = server.log.find((r) => r.path === '/sys/checkRule/checkByCode');
    expect(call?.params).toMatchObject({ ruleCode: 'common', value: 'ab' });
  });

  it('shows a refused write on the fields it names', async () => {
    const { server } = await renderSchema(<SchemaPage pageId="system.position.form" params={{}} />);
    server.intercept = ({ path }) =>
      path === '/sys/position/add'
        ? {
            success: false,
            code: 400,
            message: 'name: 名称不能包含空格',
            result: { errors: [{ field: 'name', message: '名称不能包含空格' }] },
          }
        : undefined;
    fireEvent.change(await screen.findByLabelText('职务编码'), { target: { value: 'qaLead' } });
    fireEvent.change(screen.getByLabelText('职务名称'), { target: { value: '质量 组长' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '职级' }));
    fireEvent.click(await screen.findByText('中级', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('名称不能包含空格')).toBeTruthy();
    expect(server.tables.find((t) => t.table === 'sys_position')!.rows).toHaveLength(2);
  });

  it('hides a field whose visibleWhen is false and still submits its value from params', async () => {
    const { server } = await renderSchema(
      <SchemaPage pageId="system.dictItem.form" params={{ dictId: 'a0000000000000000000000000000001' }} />,
    );
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '紧急' } });
    expect(screen.queryByLabelText('所属字典')).toBeNull();
    fireEvent.change(screen.getByLabelText('数据值'), { target: { value: 'U' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(server.log.some((r) => r.path === '/sys/dictItem/add')).toBe(true));
    expect(server.log.find((r) => r.path === '/sys/dictItem/add')?.body).toMatchObject({
      dictId: 'a0000000000000000000000000000001',
      itemText: '紧急',
      itemValue: 'U',
      sortOrder: 1,
      status: 1,
    });
  });

  it('adds a work order on its route page and goes to the list', async () => {
    const { server } = await renderSchema(<SchemaPage pageId="caseManage.case.add" params={{}} />, {
      route: '/caseManage/add',
    });
    expect(await screen.findByText('新建工单')).toBeTruthy();
    expect(screen.getByText('产品信息')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '对象存储上传失败' } });
    fireEvent.change(screen.getByLabelText('客户'), { target: { value: '星河银行' } });
    fireEvent.change(screen.getByLabelText('产品'), { target: { value: '对象存储 OSS' } });
    fireEvent.change(screen.getByLabelText('问题描述'), { target: { value: '上传大文件时返回 403。' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '工单类型' }));
    fireEvent.click(await screen.findByText('故障', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(screen.getByLabelText('联系邮箱'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请输入正确的电子邮件!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('联系邮箱'), { target: { value: 'ops@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/caseManage/list'));
    expect(server.log.find((r) => r.path === '/biz/case/add')?.body).toMatchObject({
      title: '对象存储上传失败',
      priority: 'M',
      caseType: '2',
      contactEmail: 'ops@example.com',
    });
    expect(await screen.findByText('工单已提交')).toBeTruthy();
  });
});
