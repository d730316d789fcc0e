import { describe, expect, it } from 'vitest';
import {
  compileExpr,
  evaluateCondition,
  evaluateExpr,
  ExprError,
  valueDependencies,
  type ExprScope,
} from '../../../runtime/schema/index.js';

const scope: ExprScope = {
  record: { id: 'a1', status: '1', qty: 3, tags: ['x', 'y'], owner: { name: 'Li', dept: { code: 'A01' } } },
  values: { type: '2', amount: 150, contact: { phone: '123' }, list: [], flag: false, key: 'type' },
  params: { id: '42', mode: 'x' },
  user: { username: 'admin', roles: ['admin', 'staff'] },
  mode: 'edit',
};

describe('expression evaluator', () => {
  it.each<[string, unknown]>([
    ["record.status == '1'", true],
    ['record.status == 1', true],
    ['record.status === 1', false],
    ["record.status === '1'", true],
    ["record.status != '2'", true],
    ["record.status !== '1'", false],
    ["record.status == '1' && mode != 'add'", true],
    ["record.status == '1' && mode == 'add'", false],
    ["mode == 'add' || values.type == '2'", true],
    ['!values.flag', true],
    ['!!record.id', true],
    ['values.amount > 100', true],
    ['values.amount >= 150', true],
    ['values.amount < 150', false],
    ['values.amount <= 150', true],
    ["'b' < 'c'", true],
    ["values.amount > '100'", false],
    ['record.qty + 2 * 3', 9],
    ['(record.qty + 2) * 3', 15],
    ['-record.qty', -3],
    ['10 % 4', 2],
    ['1 / 0', undefined],
    ["'CS-' + record.id", 'CS-a1'],
    ["values.type in ['1', '2']", true],
    ["values.type in ['3']", false],
    ['2 in [1, 2]', true],
    ["'admin' in user.roles", true],
    ["'dm' in user.username", true],
    ["record.status == '1' ? 'open' : 'closed'", 'open'],
    ["mode == 'add' ? 1 : mode == 'edit' ? 2 : 3", 2],
    ['record.owner.dept.code', 'A01'],
    ["record['owner']['name']", 'Li'],
    ['values[values.key]', '2'],
    ['record.tags[1]', 'y'],
    ['record.tags.length', 2],
    ['record.missing.deep.chain', undefined],
    ['record.missing == null', true],
    ['null == undefinedValue', 'error'],
    ['values.list || "empty"', 'empty'],
    ['values.flag && record.id', false],
    ['true && 0', 0],
    ['params.id == 42', true],
    ['.5 + 1.5', 2],
    ["'it\\'s' + \"\\n\"", "it's\n"],
  ])('%s → %j', (source, expected) => {
    if (expected === 'error') {
      expect(() => evaluateExpr(source, scope)).toThrow(ExprError);
      return;
    }
    expect(evaluateExpr(source, scope)).toEqual(expected);
  });

  it('treats an empty array as false in conditions', () => {
    expect(evaluateCondition('values.list', scope)).toBe(false);
    expect(evaluateCondition('record.tags', scope)).toBe(true);
  });

  it('reads missing roots as undefined', () => {
    expect(evaluateExpr('user.username', {})).toBeUndefined();
    expect(evaluateCondition("mode == 'add'", { mode: 'add' })).toBe(true);
  });

  it('caches compiled expressions by source', () => {
    expect(compileExpr('record.id')).toBe(compileExpr('record.id'));
  });
});

describe('hostile input', () => {
  it.each([
    ['constructor', "Unknown name 'constructor'"],
    ['window.location', "Unknown name 'window'"],
    ['globalThis', "Unknown name 'globalThis'"],
    ['this', "Unknown name 'this'"],
    ["record.constructor.constructor('return process')()", "Property 'constructor' is not allowed"],
    ['record.__proto__', "Property '__proto__' is not allowed"],
    ["record['__proto__']", "Property '__proto__' is not allowed"],
    ['values.prototype', "Property 'prototype' is not allowed"],
    ['record.id()', "Unexpected '('"],
    ['record.id = 1', "Unexpected character '='"],
    ['new Date()', "Unknown name 'new'"],
    ['`${record.id}`', "Unexpected character '`'"],
    ['record.id;record.id', "Unexpected character ';'"],
    ["'unterminated", 'Unterminated string'],
    ["'\\x41'", 'Unknown escape \\x'],
    ['record.', 'Unexpected end of expression, expected a property name'],
    ['(record.id', "Unexpected end of expression, expected ')'"],
    ['[1, 2', "Unexpected end of expression, expected ',' or ']'"],
    ['1a', 'Invalid number'],
    ['record.id record.id', "Unexpected 'record'"],
    ['', 'Unexpected end of expression'],
  ])('refuses %s', (source, message) => {
    expect(() => compileExpr(source)).toThrow(new ExprError(message, 0).message);
  });

  it('refuses a forbidden key computed at run time', () => {
    const hostile = { values: { key: '__proto__' }, record: {} };
    expect(() => evaluateExpr('record[values.key]', hostile)).toThrow("Property '__proto__' is not allowed");
  });

  it('never returns functions or inherited members', () => {
    expect(evaluateExpr('record.toString', { record: {} })).toBeUndefined();
    expect(evaluateExpr('record.hasOwnProperty', { record: {} })).toBeUndefined();
    expect(evaluateExpr('record.fn', { record: { fn: () => 1 } })).toBeUndefined();
    expect(evaluateExpr('values.length', { values: 'abc' })).toBe(3);
  });

  it('bounds length, tokens and nesting', () => {
    expect(() => compileExpr('1+'.repeat(600) + '1')).toThrow('Expression longer than 1000 characters');
    expect(() => compileExpr('1+'.repeat(300) + '1')).toThrow('More than 400 tokens');
    expect(() => compileExpr('('.repeat(60) + '1' + ')'.repeat(60))).toThrow('Nesting deeper than 40');
    expect(() => compileExpr('!'.repeat(60) + 'true')).toThrow('Nesting deeper than 40');
  });

  it('does not mutate the scope', () => {
    const record = { a: 1 };
    evaluateExpr('record.a + 1', { record });
    expect(record).toEqual({ a: 1 });
  });

  it('reports the offset of a syntax error', () => {
    try {
      compileExpr("record.status == '1' && )");
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ExprError);
      expect((err as ExprError).pos).toBe(24);
    }
  });
});

describe('value dependencies', () => {
  it.each<[string, string[]]>([
    ["values.type == '2'", ['type']],
    ["values.type == '2' && values.contact.phone != null", ['type', 'contact.phone']],
    ["record.status == '1' && mode != 'add'", []],
    ['values.a + values.a', ['a']],
    ['values', ['*']],
    ['values[values.key]', ['*', 'key']],
    ['values.items[0].name', ['items.0.name']],
    ['values.items[params.i].name', ['items']],
    ["values.kind == 'x' ? values.left : values.right", ['kind', 'left', 'right']],
    ["'a' in values.tags", ['tags']],
    ['!(values.x || values.y)', ['x', 'y']],
  ])('%s reads %j', (source, deps) => {
    expect(valueDependencies(source)).toEqual(deps);
  });

  it('lists paths under every root', () => {
    const paths = compileExpr('record.owner.name == user.username && params.id').paths;
    expect(paths).toEqual([
      { root: 'record', path: ['owner', 'name'] },
      { root: 'user', path: ['username'] },
      { root: 'params', path: ['id'] },
    ]);
  });
});
