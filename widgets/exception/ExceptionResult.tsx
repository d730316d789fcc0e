import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { INDEX_MAIN_PAGE_PATH } from '../../runtime/core';
import { EXCEPTION_NS } from './locales';

export interface ExceptionResultProps {
  status: 403 | 404 | 500;
  /** Overrides the status number shown as title. */
  title?: ReactNode;
  /** Overrides the status text. */
  subTitle?: ReactNode;
}

/**
 * An antd Result for an HTTP-like failure with a button back to the landing page.
 *
 * @example
 * <ExceptionResult status={403} />
 */
export function ExceptionResult({ status, title, subTitle }: ExceptionResultProps) {
  const { t } = useTranslation(EXCEPTION_NS);
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={title ?? String(status)}
      subTitle={subTitle ?? t(String(status))}
      extra={
        <Button type="primary" onClick={() => navigate(INDEX_MAIN_PAGE_PATH)}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
