import { Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * A full-width button that leaves for a single sign-on server (CAS, an OpenID provider): an antd
 * button rendered as a link, so it looks like the sign-in button above it and opens like a link.
 *
 * @example
 * <SsoButton href={casHref}>CAS 登录</SsoButton>
 */
export function SsoButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button block href={href} style={{ marginTop: 8 }}>
      {children}
    </Button>
  );
}
