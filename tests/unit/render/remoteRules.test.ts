// SPEC §5's two server-side field checks: the duplicate-value check is skipped for an empty value, the
// rule check for an empty rule code or value (no request at all); both fail with the server's message,
// which is what the form field shows. The network is the shared client's transport, swapped for a fake.
import { createForm } from '@formily/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../runtime/core';
import { checkDuplicate, checkRule } from '../../../runtime/render/formily/remoteRules';
import { fieldValidators, type ValidatorContext } from '../../../runtime/render/formily/validators';
import { bindFakeUi, fakeAdapter, type FakeReply } from '../core/helpers';

const DUPLICATE = 'GET /sys/duplicate/check';
const RULE = 'GET /sys/checkRule/checkByCode';
const TARGET = { tableName: 'sys_position', fieldName: 'code' };
const TAKEN = '该值不可用，系统中已存在！';
const RULE_MESSAGE = '长度不能少于3位';
const EMPTY = ['', '   ', null, undefined];

const refused = (message: string): FakeReply => ({
  data: { success: false, code: 500, message, result: null },
});
const accepted: FakeReply = { data: { success: true, code: 200, message: '该值可用！', result: null } };

const original = http.defaults.adapter;
function network(routes: Record<string, FakeReply>) {
  const fake = fakeAdapter(routes);
  http.defaults.adapter = fake.adapter;
  return fake.seen;
}

beforeEach(() => {
  bindFakeUi();
});
afterEach(() => {
  http.defaults.adapter = original;
});

describe('duplicate-value check', () => {
  it.each(EMPTY)('is skipped for the empty value %j: no request, no error', async (value) => {
    const seen = network({ [DUPLICATE]: refused(TAKEN) });
    await expect(checkDuplicate(TARGET, value, '值已存在')).resolves.toBe('');
    expect(seen).toEqual([]);
  });

  it("asks the server and fails with the server's message", async () => {
    const seen = network({ [DUPLICATE]: refused(TAKEN) });
    await expect(checkDuplicate({ ...TARGET, dataId: 'p1' }, 'techLead', '值已存在')).resolves.toBe(TAKEN);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.params).toMatchObject({
      tableName: 'sys_position',
      fieldName: 'code',
      fieldVal: 'techLead',
      dataId: 'p1',
    });
  });

  it('passes a free value, and falls back to its own message when the server sends none', async () => {
    network({ [DUPLICATE]: accepted });
    await expect(checkDuplicate(TARGET, 'techLead', '值已存在')).resolves.toBe('');
    network({ [DUPLICATE]: refused('') });
    await expect(checkDuplicate(TARGET, 'techLead', '值已存在')).resolves.toBe('值已存在');
  });
});

describe('rule check', () => {
  it.each([undefined, ''])('is skipped without a rule code (%j): no request', async (code) => {
    const seen = network({ [RULE]: refused(RULE_MESSAGE) });
    await expect(checkRule(code, 'ab', '不符合规则')).resolves.toBe('');
    expect(seen).toEqual([]);
  });

  it.each(EMPTY)('is skipped for the empty value %j: no request', async (value) => {
    const seen = network({ [RULE]: refused(RULE_MESSAGE) });
    await expect(checkRule('common', value, '不符合规则')).resolves.toBe('');
    expect(seen).toEqual([]);
  });

  it("sends the code and the URL-encoded value and fails with the server's message", async () => {
    const seen = network({ [RULE]: refused(RULE_MESSAGE) });
    await expect(checkRule('common', 'a b', '不符合规则')).resolves.toBe(RULE_MESSAGE);
    expect(seen[0]!.params).toMatchObject({ ruleCode: 'common', value: 'a%20b' });
    network({ [RULE]: accepted });
    await expect(checkRule('common', 'abc', '不符合规则')).resolves.toBe('');
  });
});

describe('as form field rules', () => {
  const ctx: ValidatorContext = {
    label: '职务编码',
    t: (key) => key,
    tx: (text) => String(text ?? ''),
    picks: false,
    required: false,
    duplicate: TARGET,
    scope: { params: {} },
  };

  /** A form field validated by the duplicate or the rule check. */
  function field(rule: 'duplicate' | 'checkRule') {
    const form = createForm();
    const rules = [rule === 'duplicate' ? { type: rule } : { type: rule, ruleCode: 'common' }] as const;
    return form.createField({
      name: 'code',
      validator: fieldValidators({ type: 'string' }, { rules: [...rules] }, ctx),
    });
  }

  it.each(['duplicate', 'checkRule'] as const)(
    '%s: an empty value is valid without a request',
    async (rule) => {
      const seen = network({ [DUPLICATE]: refused(TAKEN), [RULE]: refused(RULE_MESSAGE) });
      const code = field(rule);
      await code.onInput('');
      await code.validate();
      expect(code.selfErrors).toEqual([]);
      expect(seen).toEqual([]);
    },
  );

  it.each([
    ['duplicate', TAKEN],
    ['checkRule', RULE_MESSAGE],
  ] as const)("%s: the server's message is the field's error", async (rule, message) => {
    network({ [DUPLICATE]: refused(TAKEN), [RULE]: refused(RULE_MESSAGE) });
    const code = field(rule);
    await code.onInput('ab');
    await expect(code.validate()).rejects.toEqual([expect.objectContaining({ messages: [message] })]);
    expect(code.selfErrors).toEqual([message]);
  });
});

describe("a duplicate rule with the model's own check (`api`)", () => {
  const ROLE_CHECK = 'GET /sys/role/checkRoleCode';
  const ROLE_TAKEN = '角色编码已存在';
  const ctx: ValidatorContext = {
    label: '角色编码',
    t: (key) => key,
    tx: (text) => String(text ?? ''),
    picks: false,
    required: false,
    duplicate: { tableName: 'sys_role', fieldName: 'role_code', property: 'roleCode', dataId: 'r1' },
    scope: { params: {} },
  };

  it("asks that endpoint with the value under the field's name and the edited id, not the generic check", async () => {
    const seen = network({ [ROLE_CHECK]: refused(ROLE_TAKEN), [DUPLICATE]: accepted });
    const form = createForm();
    const code = form.createField({
      name: 'roleCode',
      validator: fieldValidators(
        { type: 'string' },
        { rules: [{ type: 'duplicate', api: '/sys/role/checkRoleCode' }] },
        ctx,
      ),
    });
    await code.onInput('admin');
    await expect(code.validate()).rejects.toEqual([expect.objectContaining({ messages: [ROLE_TAKEN] })]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.params).toMatchObject({ roleCode: 'admin', id: 'r1' });
    expect(seen[0]!.params).not.toHaveProperty('tableName');
  });
});
