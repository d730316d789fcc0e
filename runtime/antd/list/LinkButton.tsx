// antd's small link Button, cheap enough for every row of a list. Each mounted antd Button registers its
// stylesheet again (cssinjs compares the 70 KB of CSS with the page's copy on every mount): a 100-row
// page turn mounted 400 of them, and that comparison was the largest part of rendering the rows
// (bench/README.md "render"). Inside a LinkButtonScope, a LinkButton is a native button with the
// classes antd's Button gives it, and the stylesheet is registered once, by the scope; outside one it is
// antd's Button.
import { Button, ConfigProvider } from 'antd';
import useButtonStyle from 'antd/es/button/style';
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';

interface LinkButtonClasses {
  plain: string;
  danger: string;
}

const ScopeClasses = createContext<LinkButtonClasses | undefined>(undefined);

/**
 * Registers antd's Button stylesheet once for the LinkButtons inside it.
 *
 * @example
 * <LinkButtonScope><Table … /></LinkButtonScope>
 */
export function LinkButtonScope({ children }: { children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('btn');
  const [wrapCSSVar, hashId, cssVarCls] = useButtonStyle(prefix);
  const classes = useMemo(() => {
    // The classes antd's Button (antd/es/button/button.js) gives type="link" size="small".
    const base = [prefix, hashId, cssVarCls, `${prefix}-link`];
    const end = [`${prefix}-variant-link`, `${prefix}-sm`, direction === 'rtl' ? `${prefix}-rtl` : ''];
    const join = (parts: string[]) => parts.filter(Boolean).join(' ');
    return {
      plain: join([...base, `${prefix}-color-link`, ...end]),
      danger: join([...base, `${prefix}-dangerous`, `${prefix}-color-dangerous`, ...end]),
    };
  }, [prefix, hashId, cssVarCls, direction]);
  return wrapCSSVar(<ScopeClasses.Provider value={classes}>{children}</ScopeClasses.Provider>);
}

export interface LinkButtonProps {
  danger?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * `<Button type="link" size="small">`: the same element, classes and behaviour, without a Button
 * component per instance inside a LinkButtonScope.
 *
 * @example
 * <LinkButton danger onClick={remove}>删除</LinkButton>
 */
export function LinkButton({ danger, disabled, style, onClick, children }: LinkButtonProps) {
  const classes = useContext(ScopeClasses);
  if (!classes) {
    return (
      <Button type="link" size="small" danger={danger} disabled={disabled} style={style} onClick={onClick}>
        {children}
      </Button>
    );
  }
  return (
    <button
      type="button"
      className={danger ? classes.danger : classes.plain}
      disabled={disabled}
      style={style}
      onClick={onClick}
    >
      <span>{children}</span>
    </button>
  );
}
