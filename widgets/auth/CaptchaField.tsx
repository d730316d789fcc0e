import { theme } from 'antd';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from './locales';

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The image as a data URI; undefined while it loads. */
  image?: string;
  onRefresh: () => void;
  error?: string;
}

/**
 * The captcha input and its image; clicking the image draws a new one. Plain elements and antd's bare
 * Input, to keep the login route small.
 *
 * @example
 * <CaptchaField value={code} onChange={setCode} image={captcha.image} onRefresh={captcha.refresh} />
 */
export function CaptchaField({ value, onChange, image, onRefresh, error }: CaptchaFieldProps) {
  const { t } = useTranslation(AUTH_NS);
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Input
        size="large"
        name="captcha"
        placeholder={t('captcha')}
        autoComplete="off"
        maxLength={8}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby="login-captcha-error"
        style={{ flex: 1 }}
      />
      <button
        type="button"
        onClick={onRefresh}
        title={t('captchaImage')}
        aria-label={t('captchaImage')}
        data-testid="captcha-image"
        style={{
          width: 120,
          height: 40,
          padding: 0,
          flex: 'none',
          cursor: 'pointer',
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          overflow: 'hidden',
          color: token.colorTextSecondary,
          fontSize: 12,
        }}
      >
        {image ? <img src={image} alt={t('captchaImage')} width={118} height={38} /> : t('captchaLoading')}
      </button>
    </div>
  );
}
