import { Space } from 'antd';
import { iconComponent } from '../fields/iconSet';

/**
 * An icon column's cell: the icon the name stands for, then the name (an unknown name shows as text).
 * Loaded lazily by ValueView, with the icon set.
 *
 * @example
 * <IconValue name="SettingOutlined" />
 */
export default function IconValue({ name }: { name: string }) {
  const Icon = iconComponent(name);
  return (
    <Space size={6}>
      {Icon && (
        <span role="img" aria-label={name}>
          <Icon />
        </span>
      )}
      <span>{name}</span>
    </Space>
  );
}
