import { CustomerServiceOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { appName } from '../../runtime/antd/appName';
import { SHELL_NS } from './locales';

export interface LogoProps {
  /** Only the icon (collapsed side menu). */
  collapsed?: boolean;
  /** On a dark menu the name turns white. */
  dark?: boolean;
  /** Width of the block; the side menu's width by default. */
  width?: number | string;
}

/**
 * The support-center mark at the top of the side menu and the left of the top menu.
 *
 * @example
 * <Logo collapsed={collapsed} dark={navTheme === 'dark'} />
 */
export function Logo({ collapsed = false, dark = false, width = '100%' }: LogoProps) {
  const { t } = useTranslation(SHELL_NS);
  const { token } = theme.useToken();
  const name = appName(t('appName'));
  return (
    <div
      style={{
        height: 64,
        width,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        padding: '0 12px',
        fontWeight: 600,
        fontSize: collapsed ? 22 : 18,
        color: dark ? '#fff' : token.colorPrimary,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      {collapsed ? <CustomerServiceOutlined aria-label={name} /> : <span title={name}>{name}</span>}
    </div>
  );
}
