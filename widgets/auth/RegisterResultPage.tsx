import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_FLOWS_NS } from './flowLocales';
import { AUTH_NS } from './locales';
import { UserLayout } from './UserLayout';

/**
 * /user/register-result (route name registerResult): names the account just registered and offers to
 * sign in.
 *
 * @example
 * <Route path="/user/register-result" element={<RegisterResultPage />} />
 */
export function RegisterResultPage() {
  const { t } = useTranslation([AUTH_FLOWS_NS, AUTH_NS], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  return (
    <UserLayout>
      <Result
        status="success"
        title={t('registerResultTitle', { username, interpolation: { escapeValue: false } })}
        subTitle={t('registerResultHint')}
        extra={
          <Button type="primary" size="large" onClick={() => navigate('/user/login')}>
            {t('signInNow')}
          </Button>
        }
      />
    </UserLayout>
  );
}

export default RegisterResultPage;
