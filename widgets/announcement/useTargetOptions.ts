import { useEffect, useState } from 'react';
import { http, type ApiEnvelope } from '../../runtime/core';
import type { MsgType } from './types';

/** A choosable recipient: a user, a role, or a department with its sub-departments. */
export interface TargetOption {
  value: string;
  title: string;
  children?: TargetOption[];
}

/** Where each audience's choices come from (SPEC §7 "Admin helpers"). */
export const TARGET_URLS: Record<Exclude<MsgType, 'ALL'>, string> = {
  USER: '/sys/user/list',
  ROLE: '/sys/role/queryall',
  DEPART: '/sys/sysDepart/queryTreeList',
};

type Row = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function userOption(row: Row): TargetOption {
  const name = text(row.realname) || text(row.username);
  return {
    value: text(row.id),
    title: row.username && name !== row.username ? `${name} (${text(row.username)})` : name,
  };
}

function roleOption(row: Row): TargetOption {
  return { value: text(row.id), title: text(row.roleName) || text(row.roleCode) };
}

function departOption(row: Row): TargetOption {
  const children = Array.isArray(row.children) ? (row.children as Row[]).map(departOption) : undefined;
  return {
    value: text(row.id ?? row.key ?? row.value),
    title: text(row.departName ?? row.title),
    ...(children?.length ? { children } : {}),
  };
}

function toOptions(type: Exclude<MsgType, 'ALL'>, result: unknown): TargetOption[] {
  const rows: Row[] = Array.isArray(result)
    ? (result as Row[])
    : Array.isArray((result as { records?: unknown })?.records)
      ? (result as { records: Row[] }).records
      : [];
  if (type === 'USER') return rows.map(userOption);
  if (type === 'ROLE') return rows.map(roleOption);
  return rows.map(departOption);
}

export interface TargetOptionsState {
  options: TargetOption[];
  loading: boolean;
  /** The list could not be loaded (no such endpoint yet, or no right to it): nothing to choose from. */
  unavailable: boolean;
}

/**
 * The recipients an admin can choose for an audience type, loaded when that type is picked. A list
 * that cannot be loaded is reported as unavailable rather than replaced by made-up choices.
 *
 * @example
 * const { options, loading, unavailable } = useTargetOptions('ROLE');
 */
export function useTargetOptions(type: MsgType): TargetOptionsState {
  const [state, setState] = useState<TargetOptionsState>({ options: [], loading: false, unavailable: false });
  useEffect(() => {
    if (type === 'ALL') return undefined;
    let current = true;
    setState({ options: [], loading: true, unavailable: false });
    // Lists of users are paged; a generous page covers the pickers of a support centre.
    const params = type === 'USER' ? { pageNo: 1, pageSize: 500 } : undefined;
    http
      .get<unknown, ApiEnvelope<unknown>>(TARGET_URLS[type], { params, skipErrorHandler: true })
      .then((envelope) => {
        if (!current) return;
        if (!envelope.success) throw new Error(envelope.message);
        setState({ options: toOptions(type, envelope.result), loading: false, unavailable: false });
      })
      .catch(() => current && setState({ options: [], loading: false, unavailable: true }));
    return () => {
      current = false;
    };
  }, [type]);
  return state;
}
