// Schema problems in both languages: ajv's keywords and the semantic pass's checks have zh-CN and
// en-US texts with the same placeholders, and localizeIssue shows an issue in either language.
import { describe, expect, it } from 'vitest';
import {
  createAjv,
  FIELD_WIDGET_NAMES,
  formatIssue,
  ISSUE_TEXTS,
  issuesFromAjv,
  loadSchemaSet,
  localizeIssue,
  type Lang,
  type SchemaIssue,
} from '../../../runtime/schema/index.js';
import { repositorySchemas, schemaCopy } from './helpers.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const lines = (issues: readonly SchemaIssue[], lang: Lang) =>
  issues.map((issue) => formatIssue(localizeIssue(issue, lang)));

describe('issue texts', () => {
  it.each(Object.entries(ISSUE_TEXTS))('%s has both languages with the same placeholders', (_code, text) => {
    expect(text['zh-CN']).not.toBe('');
    expect(text['en-US']).not.toBe('');
    expect(placeholders(text['zh-CN'])).toEqual(placeholders(text['en-US']));
  });

  it('translates every ajv keyword the meta-schemas use, with its values', () => {
    const validate = createAjv({ withMeta: false }).compile({
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: {
        id: { type: 'string' },
        kind: { enum: ['list', 'form'] },
        model: { const: 'object' },
        name: { type: 'string', minLength: 2, pattern: '^[a-z]+$' },
        code: { type: 'string', maxLength: 3 },
        columns: { type: 'integer', minimum: 1 },
        span: { type: 'integer', maximum: 4 },
        fields: { type: 'array', minItems: 1 },
        roles: { type: 'array', maxItems: 1 },
        email: { type: 'string', format: 'email' },
        title: {
          anyOf: [
            { type: 'string' },
            { type: 'object', required: ['$t'], properties: { $t: { type: 'string' } } },
          ],
        },
      },
    });
    const doc = {
      kind: 'tree',
      model: 'array',
      name: 'A',
      code: 'abcd',
      columns: 0,
      span: 5,
      fields: [],
      roles: ['a', 'b'],
      email: 'x',
      title: 5,
      extra: true,
    };
    expect(validate(doc)).toBe(false);
    const issues = issuesFromAjv('a.json', validate.errors ?? []);
    expect(lines(issues, 'en-US').sort()).toEqual(
      [
        'a.json#/id: is required',
        'a.json#/extra: is not a known property',
        'a.json#/kind: must be one of: list, form',
        'a.json#/model: must be "object"',
        'a.json#/name: must NOT have fewer than 2 characters',
        'a.json#/name: must match ^[a-z]+$',
        'a.json#/code: must NOT have more than 3 characters',
        'a.json#/columns: must be >= 1',
        'a.json#/span: must be <= 4',
        'a.json#/fields: must NOT have fewer than 1 items',
        'a.json#/roles: must NOT have more than 1 items',
        'a.json#/email: must be a valid email',
        'a.json#/title: must be string or object',
      ].sort(),
    );
    expect(lines(issues, 'zh-CN').sort()).toEqual(
      [
        'a.json#/id: 必填',
        'a.json#/extra: 不是已知的属性',
        'a.json#/kind: 必须是以下之一：list, form',
        'a.json#/model: 必须是 "object"',
        'a.json#/name: 长度不能少于 2 个字符',
        'a.json#/name: 必须匹配 ^[a-z]+$',
        'a.json#/code: 长度不能超过 3 个字符',
        'a.json#/columns: 必须 >= 1',
        'a.json#/span: 必须 <= 4',
        'a.json#/fields: 不能少于 1 项',
        'a.json#/roles: 不能多于 1 项',
        'a.json#/email: 必须是有效的 email',
        'a.json#/title: 必须是 字符串 或 对象',
      ].sort(),
    );
  });

  it('translates the semantic pass, naming file, pointer and values', () => {
    const { models, pages } = repositorySchemas();
    const path = 'schemas/pages/caseManage/case.form.json';
    const form = schemaCopy<{ sections: { fields: Record<string, unknown>[] }[] }>(path);
    form.sections[0]!.fields[1]!.widget = 'FancySelect';
    form.sections[0]!.fields[0]!.field = 'severity';
    const { issues } = loadSchemaSet(
      { models, pages: pages.map((s) => (s.path === path ? { path, value: form } : s)) },
      { widgets: FIELD_WIDGET_NAMES },
    );
    expect(lines(issues, 'en-US')).toEqual([
      `${path}#/sections/0/fields/0/field: property "severity" does not exist in model "biz_case"`,
      `${path}#/sections/0/fields/1/widget: widget "FancySelect" is not registered`,
    ]);
    expect(lines(issues, 'zh-CN')).toEqual([
      `${path}#/sections/0/fields/0/field: 模型 "biz_case" 中没有属性 "severity"`,
      `${path}#/sections/0/fields/1/widget: 控件 "FancySelect" 未注册`,
    ]);
  });

  it('leaves issues made elsewhere as they are', () => {
    const issue = { file: 'online:models/x.json', pointer: '/$id', message: '已被占用' };
    expect(localizeIssue(issue, 'en-US')).toBe(issue);
  });
});
