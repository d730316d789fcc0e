import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { splitIds, toFormValues, toPayload } from '../../../widgets/announcement/formValues';

describe('announcement form values', () => {
  it('reads comma lists with the contract trailing comma', () => {
    expect(splitIds('a,b,')).toEqual(['a', 'b']);
    expect(splitIds(' a , ,b')).toEqual(['a', 'b']);
    expect(splitIds(null)).toEqual([]);
  });

  it('starts a new announcement as a general notice to everyone that opens nothing', () => {
    const values = toFormValues(null);
    expect(values).toMatchObject({
      titile: '',
      msgCategory: '1',
      priority: 'L',
      msgType: 'ALL',
      openType: 'none',
    });
    expect(values.validity).toBeNull();
    expect(values.publishAt).toBeNull();
  });

  it('loads a record for editing', () => {
    const values = toFormValues({
      id: 'a1',
      titile: '升级',
      msgContent: '<p>x</p>',
      priority: 'H',
      msgCategory: '2',
      msgType: 'ROLE',
      roleIds: 'r1,r2,',
      startTime: '2026-11-22 08:00:00',
      endTime: '2026-11-30 18:00:00',
      publishAt: '2026-11-23 09:00:00',
      openType: 'url',
      openPage: '/caseManage/list',
      busId: 'B1',
    });
    expect(values).toMatchObject({
      titile: '升级',
      priority: 'H',
      msgCategory: '2',
      msgType: 'ROLE',
      openType: 'url',
    });
    expect(values.roleIds).toEqual(['r1', 'r2']);
    expect(values.validity?.[0]?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-22 08:00:00');
    expect(values.publishAt?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-23 09:00:00');
  });

  it("sends only the chosen audience's ids, the open target only with an open type, and dates as text", () => {
    const base = toFormValues(null);
    const payload = toPayload(
      {
        ...base,
        titile: '  紧急维护  ',
        msgContent: '<p>x</p>',
        priority: 'H',
        msgType: 'ROLE',
        roleIds: ['r1', 'r2'],
        userIds: ['u-stale'],
        validity: [dayjs('2026-11-22 08:00:00'), null],
        publishAt: dayjs('2026-11-23 09:30:00'),
      },
      'a1',
    );
    expect(payload).toEqual({
      id: 'a1',
      titile: '紧急维护',
      msgContent: '<p>x</p>',
      priority: 'H',
      msgCategory: '1',
      msgType: 'ROLE',
      roleIds: 'r1,r2',
      startTime: '2026-11-22 08:00:00',
      endTime: undefined,
      publishAt: '2026-11-23 09:30:00',
    });
    const withPage = toPayload({
      ...base,
      titile: 't',
      openType: 'component',
      openPage: ' partner/X ',
      busId: ' ',
    });
    expect(withPage).toMatchObject({ openType: 'component', openPage: 'partner/X' });
    expect(withPage).not.toHaveProperty('busId');
    expect(withPage).not.toHaveProperty('id');
  });
});
