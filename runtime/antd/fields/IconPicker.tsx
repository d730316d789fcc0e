import { Select, Space } from 'antd';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { FieldWidgetProps } from '../../render';

type IconSet = typeof import('./iconSet');

export interface IconPickerProps extends FieldWidgetProps<string | undefined> {
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
}

/**
 * Picks an antd icon, stored as JeecgBoot stores it (`ant-design:setting-outlined`), searching both
 * spellings (`setting` finds `ant-design:setting-outlined`, `…-filled`; `settingout` finds it by its antd
 * name); each option shows its icon. The icon set (~180 KB gzip) loads when the picker first renders;
 * until then the stored name shows as text.
 *
 * @example
 * <IconPicker value={icon} onChange={setIcon} />
 */
export function IconPicker({ value, onChange, ...rest }: IconPickerProps) {
  const [icons, setIcons] = useState<IconSet>();
  useEffect(() => {
    let current = true;
    void import('./iconSet').then((set) => current && setIcons(set));
    return () => {
      current = false;
    };
  }, []);
  const options = useMemo(
    () =>
      (icons?.STORED_ICONS ?? (value ? [{ stored: value, antd: value }] : [])).map(({ stored, antd }) => {
        const Icon = icons?.iconComponent(stored);
        return {
          value: stored,
          antd,
          label: (
            <Space size={8}>
              {Icon && <Icon />}
              {stored}
            </Space>
          ),
        };
      }),
    [icons, value],
  );
  return (
    <Select
      {...rest}
      value={value === null || value === '' ? undefined : value}
      onChange={(next: string | undefined) => onChange?.(next)}
      options={options}
      loading={!icons}
      allowClear
      showSearch
      filterOption={(input, option) =>
        [option?.value, option?.antd].some((name) => String(name).toLowerCase().includes(input.toLowerCase()))
      }
    />
  );
}

export default IconPicker;
