import dayjs, { type Dayjs } from 'dayjs';
import type { AnnouncementPayload, AnnouncementRecord, MsgType } from './types';

/** The date-time format of every date the API exchanges (contract §1.2). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** What the announcement form edits. */
export interface AnnouncementFormValues {
  titile: string;
  msgCategory: string;
  priority: string;
  msgType: MsgType;
  userIds?: string[];
  roleIds?: string[];
  departIds?: string[];
  validity?: [Dayjs | null, Dayjs | null] | null;
  publishAt?: Dayjs | null;
  /** 'none' when the announcement opens nothing. */
  openType: 'none' | 'url' | 'component';
  openPage?: string;
  busId?: string;
  msgContent: string;
}

/** The ids of a comma list; the contract's trailing comma (`id1,id2,`) gives no empty id. */
export function splitIds(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

function parseDate(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

function formatDate(value: Dayjs | null | undefined): string | undefined {
  return value ? value.format(DATE_TIME_FORMAT) : undefined;
}

function isMsgType(value: unknown): value is MsgType {
  return value === 'ALL' || value === 'USER' || value === 'ROLE' || value === 'DEPART';
}

/**
 * The form's values for a new announcement (no record) or for editing one.
 *
 * @example
 * form.setFieldsValue(toFormValues(record));
 */
export function toFormValues(record?: AnnouncementRecord | null): AnnouncementFormValues {
  const openType = record?.openType === 'url' || record?.openType === 'component' ? record.openType : 'none';
  const start = parseDate(record?.startTime);
  const end = parseDate(record?.endTime);
  return {
    titile: record?.titile ?? '',
    msgCategory: record?.msgCategory ?? '1',
    priority: record?.priority ?? 'L',
    msgType: isMsgType(record?.msgType) ? record.msgType : 'ALL',
    userIds: splitIds(record?.userIds),
    roleIds: splitIds(record?.roleIds),
    departIds: splitIds(record?.departIds),
    validity: start || end ? [start, end] : null,
    publishAt: parseDate(record?.publishAt),
    openType,
    openPage: record?.openPage ?? '',
    busId: record?.busId ?? '',
    msgContent: record?.msgContent ?? '',
  };
}

/**
 * The add/edit body for the form's values: only the chosen audience's id list is sent, open page and
 * business id only with an open type, dates as 'YYYY-MM-DD HH:mm:ss'.
 *
 * @example
 * await saveAnnouncement(toPayload(values, record?.id));
 */
export function toPayload(values: AnnouncementFormValues, id?: string): AnnouncementPayload {
  const [start, end] = values.validity ?? [null, null];
  const payload: AnnouncementPayload = {
    titile: values.titile.trim(),
    msgContent: values.msgContent,
    priority: values.priority,
    msgCategory: values.msgCategory,
    msgType: values.msgType,
    startTime: formatDate(start),
    endTime: formatDate(end),
    publishAt: formatDate(values.publishAt),
  };
  if (id) payload.id = id;
  if (values.msgType === 'USER') payload.userIds = (values.userIds ?? []).join(',');
  if (values.msgType === 'ROLE') payload.roleIds = (values.roleIds ?? []).join(',');
  if (values.msgType === 'DEPART') payload.departIds = (values.departIds ?? []).join(',');
  if (values.openType !== 'none') {
    payload.openType = values.openType;
    payload.openPage = values.openPage?.trim();
    if (values.busId?.trim()) payload.busId = values.busId.trim();
  }
  return payload;
}
