import { useTranslation } from 'react-i18next';
import { ExceptionResult } from './ExceptionResult';
import { EXCEPTION_NS } from './locales';

export interface NotAvailableProps {
  /** The menu item's component name, e.g. `system/UserList`. */
  componentName: string;
}

/**
 * Shown for a menu item whose component has no page yet, naming the component so the gap is visible
 * (never a fake screen).
 *
 * @example
 * <NotAvailable componentName="system/UserList" />
 */
export function NotAvailable({ componentName }: NotAvailableProps) {
  const { t } = useTranslation(EXCEPTION_NS);
  return (
    <ExceptionResult
      status={404}
      title={t('notAvailable', { name: componentName, interpolation: { escapeValue: false } })}
      subTitle={t('notAvailableHint')}
    />
  );
}

export default NotAvailable;

// /test/home travels in this chunk (see runtime/app/lazyWidgets.ts).
export { TestHome } from './TestHome';
