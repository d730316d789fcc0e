import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from './locales';

export type LoginMethod = 'account' | 'phone';

export interface LoginTabsProps {
  value: LoginMethod;
  onChange: (method: LoginMethod) => void;
}

const METHODS: readonly LoginMethod[] = ['account', 'phone'];

/**
 * The two ways to sign in as a tab bar. Plain buttons with the tab roles rather than antd's Tabs, whose
 * code would cost the login route a tenth of its budget.
 *
 * @example
 * <LoginTabs value={method} onChange={setMethod} />
 */
export function LoginTabs({ value, onChange }: LoginTabsProps) {
  const { t } = useTranslation(AUTH_NS);
  const { token } = theme.useToken();
  return (
    <div
      role="tablist"
      style={{ display: 'flex', marginBottom: 24, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      {METHODS.map((method) => {
        const active = method === value;
        return (
          <button
            key={method}
            type="button"
            role="tab"
            id={`login-tab-${method}`}
            aria-selected={active}
            aria-controls={`login-panel-${method}`}
            onClick={() => onChange(method)}
            style={{
              flex: 1,
              padding: '8px 0 12px',
              border: 0,
              borderBottom: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
              marginBottom: -1,
              background: 'none',
              cursor: 'pointer',
              fontSize: 16,
              color: active ? token.colorPrimary : token.colorText,
            }}
          >
            {t(method === 'account' ? 'accountTab' : 'phoneTab')}
          </button>
        );
      })}
    </div>
  );
}
