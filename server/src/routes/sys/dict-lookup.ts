// The dictionary lookups of JeecgBoot's form widgets, open to every signed-in user like getDictItems:
//   GET /sys/dict/loadDict/:dictCode?keyword=&pageSize=     options matching a keyword (JSearchSelect)
//   GET /sys/dict/loadDictItem/:dictCode?key=a,b&delNotExist= texts of the given values
//   GET /sys/dict/loadTreeData?tableName=&text=&code=&pidField=&hasChildField=&pid=&condition=
//                                                           one level of a table tree (JTreeSelect)
// `dictCode` is one of our dictionary codes (an unknown one answers an empty list) or JeecgBoot's table
// form `table,text,code`, answered only over tables and columns crud/table-dict.ts allows the caller.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { AUTHENTICATED } from '../../plugins/auth.js';
import {
  conditionsOf,
  isTableDict,
  parseCondition,
  tableDictParts,
  tableLookup,
} from '../../crud/table-dict.js';
import { tableLabels, tableOptions, tableTree } from '../../crud/table-dict-read.js';
import { treeOf } from '../../crud/tree.js';
import { DICT_CODE_PATTERN, dictLabels, searchDictItems } from '../../services/dicts.js';
import { optionalText } from './roles-params.js';

/** Options one search answers: JSearchSelect asks for 10; more than 100 is clamped, not refused. */
const DEFAULT_OPTIONS = 10;
const MAX_OPTIONS = 100;
const MAX_KEYS = 1000;
const MAX_TREE_NODES = 1000;

const codeParams = {
  type: 'object',
  properties: { dictCode: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['dictCode'],
} as const;

function optionLimit(request: FastifyRequest): number {
  const raw = optionalText(request, request.query, 'pageSize', 12);
  if (!raw) return DEFAULT_OPTIONS;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw fail(request.t('crudPositiveInt', { field: 'pageSize' }), 400, 400);
  return Math.min(Number(raw), MAX_OPTIONS);
}

function keysOf(request: FastifyRequest): string[] {
  const keys = optionalText(request, request.query, 'key', MAX_KEYS * 101)
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keys.length > MAX_KEYS || keys.some((k) => k.length > 100))
    throw fail(request.t('fieldInvalid', { field: 'key' }), 400, 400);
  return [...new Set(keys)];
}

/** A plain code, or a 400 (JeecgBoot's "字典Code格式不正确！") for anything else without a comma. */
function plainCode(request: FastifyRequest, code: string): string {
  if (!DICT_CODE_PATTERN.test(code)) throw fail(request.t('dictCodeInvalid'), 400, 400);
  return code;
}

const dictLookupRoutes: FastifyPluginAsync = async (app) => {
  const config = { permission: AUTHENTICATED };

  app.get<{ Params: { dictCode: string } }>(
    '/sys/dict/loadDict/:dictCode',
    { config, schema: { params: codeParams } },
    async (request) => {
      const { dictCode } = request.params;
      const keyword = optionalText(request, request.query, 'keyword', 100);
      const limit = optionLimit(request);
      if (!isTableDict(dictCode)) {
        return ok(await searchDictItems(app.db, plainCode(request, dictCode), keyword, limit, request.lang));
      }
      const parts = tableDictParts(request, dictCode);
      const lookup = tableLookup(
        request,
        app.models,
        { param: 'dictCode', name: parts.table },
        { text: parts.text, code: parts.code },
      );
      return ok(await tableOptions(lookup, keyword, limit));
    },
  );

  app.get<{ Params: { dictCode: string } }>(
    '/sys/dict/loadDictItem/:dictCode',
    { config, schema: { params: codeParams } },
    async (request) => {
      const { dictCode } = request.params;
      const keys = keysOf(request);
      const keepMissing = optionalText(request, request.query, 'delNotExist', 5) === 'false';
      if (!isTableDict(dictCode)) {
        const code = plainCode(request, dictCode);
        return ok(await dictLabels(app.db, code, keys, keepMissing, request.lang));
      }
      const parts = tableDictParts(request, dictCode);
      const lookup = tableLookup(
        request,
        app.models,
        { param: 'dictCode', name: parts.table },
        { text: parts.text, code: parts.code },
      );
      return ok(await tableLabels(lookup, keys, keepMissing));
    },
  );

  app.get('/sys/dict/loadTreeData', { config }, async (request) => {
    const q = request.query;
    const named = (name: string) => {
      const value = optionalText(request, q, name, 64);
      if (!value) throw fail(request.t('fieldRequired', { field: name }), 400, 400);
      return value;
    };
    const table = named('tableName');
    const columns: Record<string, string> = {
      text: named('text'),
      code: named('code'),
      pid: named('pidField'),
    };
    const hasChild = optionalText(request, q, 'hasChildField', 64);
    if (hasChild) columns.hasChild = hasChild;
    const condition = parseCondition(request);
    for (const key of Object.keys(condition)) columns[`condition.${key}`] = key;
    const lookup = tableLookup(request, app.models, { param: 'tableName', name: table }, columns);
    const conditions = conditionsOf(request, lookup, condition);
    const pid = optionalText(request, q, 'pid', 64);
    const root = treeOf(lookup.model)?.root;
    return ok(await tableTree(lookup, { pid, root, conditions, limit: MAX_TREE_NODES }));
  });
};

export default dictLookupRoutes;
