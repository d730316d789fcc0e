// The third-party sign-in providers' admin page (issue 17), rendered from its schemas
// (system.thirdProvider.list / .form) against a fake of the hand-written /sys/thirdProvider/* routes:
// the list's labels, the grouped form with its role and department pickers storing codes, the secret
// kept on an edit without one, a server refusal shown under the field it names, delete after asking.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { SCHEMA_PERMISSIONS, schemaServer } from '../../../stories/fixtures/schemaData';
import { THIRD_PROVIDER_CODES, answerThirdProviders } from '../../../stories/fixtures/thirdProviders';
import { renderSchema } from '../antd/schemaHarness';

const BASE = '/sys/thirdProvider';

async function render(
  pageId: string,
  params: Record<string, unknown> = {},
  lang: 'zh-CN' | 'en-US' = 'zh-CN',
) {
  const server = schemaServer();
  answerThirdProviders(server, lang);
  await renderSchema(<SchemaPage pageId={pageId} params={params} />, {
    server,
    codes: [...SCHEMA_PERMISSIONS, ...THIRD_PROVIDER_CODES],
    ...(lang === 'en-US' ? { locale: 'en-US' as const } : {}),
  });
  return server;
}

const calls = (server: MemoryServer, path: string) => server.log.filter((r) => r.path === path);
const submit = () => fireEvent.click(screen.getByText(/提\s*交/).closest('button')!);

describe('system.thirdProvider pages', { timeout: 90_000 }, () => {
  it('lists the providers with their policy, enabled tag and whether a secret is set', async () => {
    await render('system.thirdProvider.list');
    expect(await screen.findByText('企业账号', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('合作伙伴')).toBeTruthy();
    expect(screen.getByText('https://id.example.com')).toBeTruthy();
    expect(screen.getByText('创建新账号')).toBeTruthy();
    expect(screen.getByText('绑定已有账号')).toBeTruthy();
    // 启用 is also the column's title: the tag is the one in a tag.
    expect(screen.getAllByText('启用').some((e) => e.closest('.ant-tag'))).toBe(true);
    expect(screen.getByText('停用')).toBeTruthy();
    expect(screen.getByText('已设置')).toBeTruthy();
    expect(screen.getByText('未设置')).toBeTruthy();
  });

  it('shows the English name and labels in English', async () => {
    await render('system.thirdProvider.list', {}, 'en-US');
    expect(await screen.findByText('Corporate account', {}, { timeout: 30_000 })).toBeTruthy();
    // No English name: the name as entered.
    expect(screen.getByText('合作伙伴')).toBeTruthy();
    expect(screen.getByText('Create an account')).toBeTruthy();
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
  });

  it('deletes a provider only after confirming', async () => {
    const server = await render('system.thirdProvider.list');
    await screen.findByText('企业账号', {}, { timeout: 30_000 });
    fireEvent.click(screen.getAllByText(/删\s*除/)[0]!);
    expect(await screen.findByText(/确定删除该登录方式吗/)).toBeTruthy();
    expect(calls(server, `${BASE}/delete`)).toHaveLength(0);
    const confirm = screen.getAllByText(/确\s*定/).filter((e) => e.closest('.ant-popconfirm, .ant-modal'));
    fireEvent.click(confirm[confirm.length - 1]!.closest('button')!);
    await waitFor(() => expect(calls(server, `${BASE}/delete`)).toHaveLength(1));
    expect(calls(server, `${BASE}/delete`)[0]!.params).toMatchObject({ id: 'p1' });
  });

  it('groups the form and shows a server refusal under the field it names', async () => {
    const server = await render('system.thirdProvider.form');
    await screen.findByText('身份提供方', {}, { timeout: 30_000 });
    for (const group of ['客户端', '声明映射', '新账号']) expect(screen.getByText(group)).toBeTruthy();
    expect(screen.getByText('加密保存，不会显示；编辑时留空则保留已保存的密钥')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('编码'), { target: { value: 'gitlab' } });
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: 'GitLab' } });
    fireEvent.change(screen.getByLabelText('颁发者（Issuer）'), {
      target: { value: 'https://gitlab.example.com' },
    });
    fireEvent.change(screen.getByLabelText('客户端 ID'), { target: { value: 'cid' } });
    fireEvent.change(screen.getByLabelText('客户端密钥'), { target: { value: 's3cret' } });
    fireEvent.click(screen.getByText('创建新账号'));
    // Creating accounts needs a default role: refused before any request.
    submit();
    expect(await screen.findByText('请选择默认角色!')).toBeTruthy();
    expect(calls(server, `${BASE}/add`)).toHaveLength(0);

    const role = screen.getAllByLabelText('默认角色').find((e) => e.tagName === 'INPUT')!;
    fireEvent.mouseDown(role);
    fireEvent.click(await screen.findByText('幽灵 (ghost)', { selector: '.ant-select-item-option-content' }));
    submit();
    const refusal = await screen.findByText('角色不存在');
    expect(refusal.closest('.ant-formily-item')?.textContent).toContain('默认角色');
    expect(calls(server, `${BASE}/add`)[0]!.body).toMatchObject({
      code: 'gitlab',
      name: 'GitLab',
      issuer: 'https://gitlab.example.com',
      clientId: 'cid',
      clientSecret: 's3cret',
      firstLogin: 'create',
      defaultRole: 'ghost',
      enabled: true,
    });
  });

  it('edits with the stored values, a department by its code, and no secret keeps the stored one', async () => {
    const server = await render('system.thirdProvider.form', { id: 'p1' });
    const name = (await screen.findByLabelText('名称', {}, { timeout: 30_000 })) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('企业账号'));
    expect((screen.getByLabelText('客户端密钥') as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('总部 (A01)')).toBeTruthy();
    fireEvent.change(name, { target: { value: '企业统一身份' } });
    submit();
    await waitFor(() => expect(calls(server, `${BASE}/edit`)).toHaveLength(1));
    const sent = calls(server, `${BASE}/edit`)[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      id: 'p1',
      name: '企业统一身份',
      defaultDepart: 'A01',
      defaultRole: 'staff',
    });
    expect(sent.clientSecret ?? '').toBe('');
  });
});
