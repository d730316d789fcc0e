import { ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface NoticeProps {
  type: 'info' | 'error';
  children: ReactNode;
  /** Controls at the right end. */
  action?: ReactNode;
}

/**
 * A one-line banner of the list page (the selection count, a load error); lighter than antd's Alert,
 * which the list's chunk would otherwise carry.
 *
 * @example
 * <Notice type="error" action={<Button>Retry</Button>}>The records could not be loaded</Notice>
 */
export function Notice({ type, children, action }: NoticeProps) {
  const { token } = theme.useToken();
  const error = type === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 12px',
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${error ? token.colorErrorBorder : token.colorInfoBorder}`,
        background: error ? token.colorErrorBg : token.colorInfoBg,
      }}
    >
      {error ? (
        <ExclamationCircleFilled style={{ color: token.colorError }} />
      ) : (
        <InfoCircleFilled style={{ color: token.colorInfo }} />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {action}
    </div>
  );
}
