// antd's Tag, cheap enough for every cell of a list. Each mounted antd Tag registers its stylesheet and
// its preset-colour sheet again (cssinjs compares each with the page's copy on every mount): a 100-row
// page of the work-order list mounted 300 Tags a turn (bench/README.md "render"). Inside a TagScope, a
// LightTag is the span antd's Tag renders, with its classes, and the sheets are registered once, by the
// scope; outside one it is antd's Tag. Only what list cells use: a colour and text (no close, no icon).
import { ConfigProvider, Tag } from 'antd';
import { isPresetColor, isPresetStatusColor } from 'antd/es/_util/colors';
import useTagStyle from 'antd/es/tag/style';
import TagPresetStyle from 'antd/es/tag/style/presetCmp';
import TagStatusStyle from 'antd/es/tag/style/statusCmp';
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';

interface TagClasses {
  prefix: string;
  /** The classes every tag has: the prefix, cssinjs's hash and css-var class, rtl. */
  base: string;
}

const ScopeClasses = createContext<TagClasses | undefined>(undefined);

/**
 * Registers antd's Tag stylesheets (the tag's, the preset colours' and the status colours') once for
 * the LightTags inside it.
 *
 * @example
 * <TagScope><Table … /></TagScope>
 */
export function TagScope({ children }: { children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('tag');
  const [wrapCSSVar, hashId, cssVarCls] = useTagStyle(prefix);
  const classes = useMemo(
    () => ({
      prefix,
      // The order antd's Tag (antd/es/tag/index.js) joins them in; the colour class goes after the prefix.
      base: [hashId, cssVarCls, direction === 'rtl' ? `${prefix}-rtl` : ''].filter(Boolean).join(' '),
    }),
    [prefix, hashId, cssVarCls, direction],
  );
  return wrapCSSVar(
    <ScopeClasses.Provider value={classes}>
      <TagPresetStyle prefixCls={prefix} />
      <TagStatusStyle prefixCls={prefix} />
      {children}
    </ScopeClasses.Provider>,
  );
}

export interface LightTagProps {
  /** A preset (`blue`, `success`…) or any CSS colour, as antd's Tag takes it. */
  color?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * `<Tag color={color}>`: the same element and classes, without a Tag component per instance inside a
 * TagScope.
 *
 * @example
 * <LightTag color="blue">高</LightTag>
 */
export function LightTag({ color, style, children }: LightTagProps) {
  const classes = useContext(ScopeClasses);
  if (!classes) {
    return (
      <Tag color={color} style={style}>
        {children}
      </Tag>
    );
  }
  const { prefix, base } = classes;
  const internal = isPresetColor(color) || isPresetStatusColor(color);
  const colorClass = !color ? '' : internal ? `${prefix}-${color}` : `${prefix}-has-color`;
  return (
    <span
      className={[prefix, colorClass, base].filter(Boolean).join(' ')}
      style={color && !internal ? { backgroundColor: color, ...style } : style}
    >
      {children}
    </span>
  );
}
