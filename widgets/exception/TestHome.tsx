import { useTranslation } from 'react-i18next';
import { EXCEPTION_NS } from './locales';

/**
 * /test/home (SPEC §2 "Other fixed routes"): the test page, inside the console layout. It states what it
 * is, so nobody mistakes it for a product page. Plain markup: antd components here would split the
 * chunks the login route shares with the console (bench/bundle.mjs).
 *
 * @example
 * <Route path="/test/home" element={<TestHome />} />
 */
export function TestHome() {
  const { t } = useTranslation(EXCEPTION_NS);
  return (
    <section style={{ padding: 24, background: '#fff', borderRadius: 8 }}>
      <h2 style={{ marginTop: 0, fontSize: 20, fontWeight: 600 }}>{t('testHomeTitle')}</h2>
      <p style={{ margin: 0 }}>{t('testHomeText')}</p>
    </section>
  );
}

export default TestHome;
