// The row-selection checkbox, cheap enough for every row of a list. antd's Table draws an antd Checkbox
// per row, and each one registers its stylesheet again on mount (cssinjs compares it with the page's
// copy) and brings a click wave and its contexts: 100 of them a page turn (bench/README.md "render").
// Inside a CheckboxScope, `lightSelectionCell` (a `rowSelection.renderCell`) draws the label, span and
// input antd's Checkbox renders, with its classes, and calls the Table's own handlers; the stylesheet is
// registered once, by the scope. What it does not draw: the click wave (a 0.4 s ripple).
import { Checkbox, ConfigProvider } from 'antd';
import type { CheckboxChangeEvent, CheckboxProps } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useCheckboxStyle from 'antd/es/checkbox/style';
import {
  createContext,
  isValidElement,
  useContext,
  useMemo,
  type ChangeEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

interface CheckboxClasses {
  prefix: string;
  /** On the label: antd's css-var and hash classes, rtl. */
  wrapper: string;
  /** On the span around the input: the wave target class and the hash. */
  box: string;
}

const ScopeClasses = createContext<CheckboxClasses | undefined>(undefined);

/**
 * Registers antd's Checkbox stylesheet once for the selection cells inside it.
 *
 * @example
 * <CheckboxScope><Table rowSelection={{ renderCell: lightSelectionCell }} … /></CheckboxScope>
 */
export function CheckboxScope({ children }: { children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('checkbox');
  const rootCls = useCSSVarCls(prefix);
  const [wrapCSSVar, hashId, cssVarCls] = useCheckboxStyle(prefix, rootCls);
  const classes = useMemo(() => {
    const join = (parts: string[]) => parts.filter(Boolean).join(' ');
    // The classes antd's Checkbox (antd/es/checkbox/Checkbox.js) and rc-checkbox give, in their order.
    return {
      prefix,
      wrapper: join([direction === 'rtl' ? `${prefix}-rtl` : '', cssVarCls, rootCls, hashId]),
      box: join([`${getPrefixCls()}-wave-target`, hashId]),
    };
  }, [prefix, rootCls, hashId, cssVarCls, direction, getPrefixCls]);
  return wrapCSSVar(<ScopeClasses.Provider value={classes}>{children}</ScopeClasses.Provider>);
}

function LightSelectionBox({ props, classes }: { props: CheckboxProps; classes: CheckboxClasses }) {
  const { prefix, wrapper, box } = classes;
  const { checked = false, indeterminate, disabled, onClick, onChange } = props;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (disabled) return;
    // The Table's handler reads the native event (shift for range selection), as from rc-checkbox.
    onChange?.({
      target: { ...props, type: 'checkbox', checked: event.target.checked },
      stopPropagation: () => event.stopPropagation(),
      preventDefault: () => event.preventDefault(),
      nativeEvent: event.nativeEvent,
    } as CheckboxChangeEvent);
  };
  const state = (on: boolean | undefined, name: string) => (on ? ` ${name}` : '');
  return (
    <label
      className={`${prefix}-wrapper${state(checked, `${prefix}-wrapper-checked`)}${state(disabled, `${prefix}-wrapper-disabled`)} ${wrapper}`}
    >
      <span
        className={`${prefix}${state(indeterminate, `${prefix}-indeterminate`)} ${box}${state(checked, `${prefix}-checked`)}${state(disabled, `${prefix}-disabled`)}`}
      >
        <input
          type="checkbox"
          className={`${prefix}-input`}
          checked={checked}
          disabled={disabled}
          onClick={onClick}
          onChange={change}
        />
        <span className={`${prefix}-inner`} />
      </span>
    </label>
  );
}

function SelectionCell({ node }: { node: ReactElement<CheckboxProps> }) {
  const classes = useContext(ScopeClasses);
  return classes ? <LightSelectionBox props={node.props} classes={classes} /> : node;
}

/**
 * A `rowSelection.renderCell`: the Table's checkbox for the row drawn light inside a CheckboxScope
 * (anything else, e.g. a radio, as the Table drew it).
 */
export function lightSelectionCell(_checked: boolean, _record: unknown, _index: number, node: ReactNode) {
  if (!isValidElement<CheckboxProps>(node) || node.type !== Checkbox) return node;
  return <SelectionCell node={node} />;
}
