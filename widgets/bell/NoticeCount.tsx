// The bell's unread count: the bubble antd's small Badge draws (error colour, white ring, 14 px high,
// "99+" above 99, the exact number in its title), as a span of its own. Badge brought 4 KB gzip of
// scroll-number animation and ribbon code onto every console page for this one bubble.
import { theme } from 'antd';
import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

/** Counts above this show as "99+", as antd's Badge does. */
const OVERFLOW = 99;
const HEIGHT = 14;

export interface NoticeCountProps extends HTMLAttributes<HTMLSpanElement> {
  count: number;
  /** What the count sits on the top-right corner of. */
  children: ReactNode;
}

/**
 * Its other props and its ref go to the wrapper, as Badge's do, so a Popover around it can open on it.
 *
 * @example
 * <NoticeCount count={3}><Button icon={<BellOutlined />} /></NoticeCount>
 */
export const NoticeCount = forwardRef<HTMLSpanElement, NoticeCountProps>(function NoticeCount(
  { count, children, style, ...rest },
  ref,
) {
  const { token } = theme.useToken();
  const bubble: CSSProperties = {
    position: 'absolute',
    top: 6,
    insetInlineEnd: 6,
    transform: 'translate(50%, -50%)',
    minWidth: HEIGHT,
    height: HEIGHT,
    paddingInline: count > 9 ? 4 : 0,
    borderRadius: HEIGHT / 2,
    background: token.colorError,
    color: token.colorTextLightSolid,
    boxShadow: `0 0 0 1px ${token.colorBgContainer}`,
    fontSize: token.fontSizeSM,
    lineHeight: `${HEIGHT}px`,
    textAlign: 'center',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
  };
  return (
    <span ref={ref} {...rest} style={{ position: 'relative', display: 'inline-flex', ...style }}>
      {children}
      {count > 0 && (
        <sup className="notice-count" title={String(count)} style={bubble}>
          {count > OVERFLOW ? `${OVERFLOW}+` : count}
        </sup>
      )}
    </span>
  );
});
