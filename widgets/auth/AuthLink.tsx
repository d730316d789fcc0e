import { Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

export interface AuthLinkProps {
  /** An app route, e.g. '/user/register'. */
  to: string;
  children: ReactNode;
}

/**
 * A link between the sign-in pages that looks like the form around it: antd's link (primary colour, no
 * underline, hover colour) instead of react-router's bare `<a>`, which antd's CSS-in-JS leaves to the
 * browser's default blue underline. It stays a real link (href, opens in a new tab with a modifier key)
 * and navigates inside the app on a plain click.
 *
 * @example
 * <AuthLink to="/user/register">{t('register')}</AuthLink>
 */
export function AuthLink({ to, children }: AuthLinkProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    // Modified or non-primary clicks keep the browser's behaviour (new tab, new window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Typography.Link href={href} onClick={onClick}>
      {children}
    </Typography.Link>
  );
}
