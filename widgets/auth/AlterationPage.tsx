import { Alert, Button, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { VerifiedAccount } from './api';
import { AlterationPasswordStep } from './AlterationPasswordStep';
import { AlterationVerifyStep } from './AlterationVerifyStep';
import { AUTH_FLOWS_NS } from './flowLocales';
import { AUTH_NS } from './locales';
import { UserLayout } from './UserLayout';
import { AuthLink } from './AuthLink';

/**
 * /user/alteration: resets a forgotten password in three steps — prove the phone of the account (user
 * name, mobile number, SMS code), set the new password, done. Every signed-in device is signed out.
 *
 * @example
 * <Route path="/user/alteration" element={<AlterationPage />} />
 */
export function AlterationPage() {
  const { t } = useTranslation([AUTH_FLOWS_NS, AUTH_NS], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const [verified, setVerified] = useState<VerifiedAccount>();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();
  const step = done ? 2 : verified ? 1 : 0;

  return (
    <UserLayout>
      <h2 style={{ marginTop: 0, fontSize: 18 }}>{t('alterationTitle')}</h2>
      <Steps
        size="small"
        current={step}
        items={[{ title: t('stepVerify') }, { title: t('stepPassword') }, { title: t('stepDone') }]}
        style={{ marginBottom: 24 }}
        responsive={false}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
      {step === 0 && (
        <AlterationVerifyStep
          onError={setError}
          onVerified={(account) => {
            setError(undefined);
            setVerified(account);
          }}
        />
      )}
      {step === 1 && verified && (
        <AlterationPasswordStep
          account={verified}
          onError={setError}
          onDone={() => {
            setError(undefined);
            setDone(true);
          }}
          onExpired={(message) => {
            // A used or expired ticket: back to step 1 with the server's message.
            setVerified(undefined);
            setError(message);
          }}
        />
      )}
      {step === 2 && (
        <Result
          status="success"
          title={t('resetDoneTitle')}
          subTitle={t('resetDoneHint')}
          extra={
            <Button type="primary" size="large" onClick={() => navigate('/user/login')}>
              {t('backToLogin')}
            </Button>
          }
        />
      )}
      {step < 2 && (
        <div style={{ marginTop: 16 }}>
          <AuthLink to="/user/login">{t('backToLogin')}</AuthLink>
        </div>
      )}
    </UserLayout>
  );
}

export default AlterationPage;
