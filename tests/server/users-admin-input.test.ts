// No input gives a 5xx (issue 11): every user, department and department-role route answers hostile
// query strings and bodies — wrong JSON types, prototype keys, huge or empty id lists — with a 2xx or
// 4xx, never a server error. Imports with hostile cells are refused row by row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, multipart, workbook, type Caller } from './crud-helpers.js';

const READS = [
  '/sys/user/list',
  '/sys/user/queryById',
  '/sys/user/queryUserRole',
  '/sys/user/userRoleList',
  '/sys/user/queryByRoleCode',
  '/sys/user/userDepartList',
  '/sys/user/queryUserByDepId',
  '/sys/user/departUserList',
  '/sys/user/queryUserComponentData',
  '/sys/user/queryByIds',
  '/sys/user/getMultiUser',
  '/sys/user/recycleBin',
  '/sys/user/queryByOrgCodeForAddressList',
  '/sys/user/exportXls',
  '/sys/sysDepart/list',
  '/sys/sysDepart/queryDepartTreeSync',
  '/sys/sysDepart/queryParentName',
  '/sys/sysDepart/queryAllParentId',
  '/sys/sysDepart/searchBy',
  '/sys/sysDepartRole/list',
  '/sys/sysDepartRole/getDeptRoleList',
  '/sys/sysDepartRole/getDeptRoleByUserId',
  '/sys/sysDepartPermission/queryTreeListForDeptRole',
  '/sys/sysDepartPermission/queryDeptRolePermission',
];
const WRITES: ['POST' | 'PUT' | 'DELETE', string][] = [
  ['POST', '/sys/user/add'],
  ['PUT', '/sys/user/edit'],
  ['PUT', '/sys/user/frozenBatch'],
  ['PUT', '/sys/user/changePassword'],
  ['POST', '/sys/user/addSysUserRole'],
  ['DELETE', '/sys/user/deleteUserRoleBatch'],
  ['POST', '/sys/user/editSysDepartWithUser'],
  ['DELETE', '/sys/user/deleteUserInDepartBatch'],
  ['DELETE', '/sys/user/deleteBatch'],
  ['PUT', '/sys/user/putRecycleBin'],
  ['DELETE', '/sys/user/deleteRecycleBin'],
  ['POST', '/sys/sysDepart/add'],
  ['PUT', '/sys/sysDepart/edit'],
  ['DELETE', '/sys/sysDepart/deleteBatch'],
  ['POST', '/sys/sysDepartRole/add'],
  ['PUT', '/sys/sysDepartRole/edit'],
  ['DELETE', '/sys/sysDepartRole/deleteBatch'],
  ['POST', '/sys/sysDepartRole/deptRoleUserAdd'],
  ['POST', '/sys/sysDepartPermission/saveDeptRolePermission'],
];
const QUERIES = [
  '',
  'id=' + 'a'.repeat(40),
  'ids=,,,',
  "ids=a'b",
  'ids=a&ids=b',
  'pageNo=0&pageSize=abc',
  'column=__proto__',
  'column=constructor&order=asc',
  'keyWord=%25_&orgCode=A01%25',
  'roleId=x&userIds=y&depId=x',
  'deptId=x&roleName=y&userId=z&departId=w',
  'pid=x&ids=a,b&primaryKey=orgCode',
  'sex=9&status=abc&code=a,b',
];
const BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { id: 1, ids: {}, username: [], realname: 5 },
  { ids: 'a,b', status: 2 },
  { userIds: [1, 2] },
  { username: 'admin', password: 12345678 },
  { roleId: 'x', userIdList: 'a' },
  { departName: 'x', parentId: 7 },
  { id: 'x', parentId: 'x', departName: 'x' },
  { departId: 'x', roleName: 'a', roleCode: 'b c' },
  { userId: 'x', newRoleId: 'a', roleId: 'x', permissionIds: 'a', lastpermissionIds: 'b' },
  JSON.parse('{"__proto__": {"polluted": 1}, "username": "u", "realname": "r", "password": "Passw0rd-x"}'),
];

describe.each(DIALECTS)('administration input (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('never answers a hostile request with a 5xx', async () => {
    const failures: string[] = [];
    for (const path of READS) {
      for (const query of QUERIES) {
        const res = await admin.get(`${path}?${query}`);
        if (res.statusCode >= 500) failures.push(`GET ${path}?${query} → ${res.statusCode}`);
      }
    }
    for (const [method, path] of WRITES) {
      for (const query of QUERIES.slice(0, 6)) {
        for (const payload of BODIES) {
          const res = await app.inject({
            method,
            url: `/api${path}?${query}`,
            headers: { 'x-access-token': admin.token, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          if (res.statusCode >= 500) failures.push(`${method} ${path}?${query} ${JSON.stringify(payload)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  it('refuses hostile import cells row by row', async () => {
    for (const [path, header, row] of [
      ['/sys/user/importExcel', ['账号', '性别', '生日'], ['fuzz_user', 'constructor', '__proto__']],
      [
        '/sys/sysDepart/importExcel',
        ['部门名称', '上级编码', '机构类别', '排序'],
        ['x', '__proto__', 'toString', '1e400'],
      ],
    ] as const) {
      const form = multipart(await workbook([...header], [[...row]]));
      const res = await app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { 'x-access-token': admin.token, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(body<{ errorCount: number }>(res).result.errorCount).toBe(1);
    }
  });
});
