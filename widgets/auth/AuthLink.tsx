import { theme } from 'antd';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

export interface AuthLinkProps {
  /** An app route, e.g. '/user/register'. */
  to: string;
  children: ReactNode;
}

/**
 * A link between the sign-in pages that looks like the form around it: the theme's link colours, no
 * underline, instead of react-router's bare `<a>`, which antd's CSS-in-JS leaves to the browser's
 * default blue underline. A plain `<a>` with the theme's tokens, not Typography.Link: Typography brings
 * tooltip, textarea and copy/edit icons into the login route, 20 KB over its 200 KB budget. It stays a
 * real link (href, opens in a new tab with a modifier key) and navigates inside the app on a plain click.
 *
 * @example
 * <AuthLink to="/user/register">{t('register')}</AuthLink>
 */
export function AuthLink({ to, children }: AuthLinkProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const { token } = theme.useToken();
  const [hover, setHover] = useState(false);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    // Modified or non-primary clicks keep the browser's behaviour (new tab, new window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a
      href={href}
      onClick={onClick}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      data-auth-link=""
      style={{
        color: hover ? token.colorLinkHover : token.colorLink,
        textDecoration: 'none',
        transition: `color ${token.motionDurationSlow}`,
      }}
    >
      {children}
    </a>
  );
}
