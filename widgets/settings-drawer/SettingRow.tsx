import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

export interface SettingRowProps {
  label: string;
  /** Why the control is disabled, shown on hover. */
  tip?: string;
  children: ReactNode;
}

/**
 * One line of the settings drawer: the setting's name and its control.
 *
 * @example
 * <SettingRow label="固定 Header"><Switch /></SettingRow>
 */
export function SettingRow({ label, tip, children }: SettingRowProps) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 8,
        padding: '8px 0',
      }}
    >
      <span>{label}</span>
      <Tooltip title={tip} placement="left">
        <span>{children}</span>
      </Tooltip>
    </div>
  );
}
