import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/core';
import { fieldErrorsOf } from '../../../runtime/render/formily/formData';
import { pageOf, summaryOf } from '../../../runtime/render/list/listOperations';

const refused = (result: unknown, message = '') =>
  Object.assign(new Error('Request failed with status code 400'), {
    response: { status: 400, data: { success: false, code: 400, message, result } },
  });

describe('reading server replies', () => {
  it('maps a refused write back onto the fields it names', () => {
    const fields = ['title', 'contactEmail'];
    expect(
      fieldErrorsOf(
        refused({
          errors: [
            { field: 'title', message: '至少4个字符' },
            { field: 'other', message: 'x' },
          ],
        }),
        fields,
      ),
    ).toEqual([{ field: 'title', message: '至少4个字符' }]);
    expect(fieldErrorsOf(refused([{ field: 'contactEmail', message: '格式不正确' }]), fields)).toEqual([
      { field: 'contactEmail', message: '格式不正确' },
    ]);
    expect(fieldErrorsOf(refused({ title: '不能为空' }), fields)).toEqual([
      { field: 'title', message: '不能为空' },
    ]);
    expect(fieldErrorsOf(refused(null, 'title: 不能小于4; contactEmail: 格式不正确'), fields)).toEqual([
      { field: 'title', message: '不能小于4' },
      { field: 'contactEmail', message: '格式不正确' },
    ]);
    const business = new ApiError({ success: false, code: 500, message: 'title: 已存在', result: null });
    expect(fieldErrorsOf(business, fields)).toEqual([{ field: 'title', message: '已存在' }]);
    expect(fieldErrorsOf(new Error('Network Error'), fields)).toEqual([]);
  });

  it('reads the import summary of api-contract §2.6', () => {
    expect(
      summaryOf({ success: true, code: 200, message: '共3行数据全部导入成功！', result: null }),
    ).toMatchObject({
      allImported: true,
      imported: true,
      errors: [],
    });
    const partial = summaryOf({
      success: true,
      code: 201,
      message: '文件导入成功，但有错误。',
      result: { totalCount: 3, successCount: 2, errorCount: 1, msg: '第5行：名称不能为空' },
    });
    expect(partial).toMatchObject({
      allImported: false,
      imported: true,
      totalCount: 3,
      successCount: 2,
      errorCount: 1,
    });
    expect(partial.errors).toEqual([{ message: '第5行：名称不能为空' }]);
    const refusedAll = summaryOf({
      success: false,
      code: 400,
      message: '文件导入失败',
      result: {
        totalCount: 3,
        successCount: 2,
        errorCount: 1,
        errors: [{ row: 5, field: 'name', message: '第5行：名称不能为空' }],
      },
    });
    expect(refusedAll).toMatchObject({
      allImported: false,
      imported: false,
      errors: [{ row: 5, message: '第5行：名称不能为空' }],
    });
  });

  it('accepts a page object or a plain array as a list result', () => {
    expect(pageOf({ records: [{ id: 1 }], total: '7' })).toEqual({ records: [{ id: 1 }], total: 7 });
    expect(pageOf([{ id: 1 }, { id: 2 }])).toEqual({ records: [{ id: 1 }, { id: 2 }], total: 2, all: true });
    expect(pageOf(null)).toEqual({ records: [], total: 0 });
  });
});
