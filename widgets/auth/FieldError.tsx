import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The line under a field of the sign-in forms: its error, announced to screen readers, or a hint.
 *
 * @example
 * <FieldError id="login-username-error">{errors.username}</FieldError>
 */
export function FieldError({
  id,
  children,
  tone = 'error',
}: {
  id: string;
  children?: ReactNode;
  tone?: 'error' | 'hint';
}) {
  const { token } = theme.useToken();
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      style={{
        minHeight: 24,
        lineHeight: '24px',
        color: tone === 'error' ? token.colorError : token.colorTextSecondary,
      }}
    >
      {children}
    </div>
  );
}
