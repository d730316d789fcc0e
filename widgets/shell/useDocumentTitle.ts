import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { INDEX_MAIN_PAGE_PATH, localeAtom, type AppRoute } from '../../runtime/core';
import { appName } from '../../runtime/antd/appName';
import { SHELL_NS } from './locales';
import { titleForPath } from './routeTitle';

/**
 * The browser title for a page (SPEC §2 "Multi-tab mode"): "page title - center name", and the center
 * name alone on the home page or a page without a title.
 *
 * @example
 * documentTitle('用户管理', '支持中心', false); // '用户管理 - 支持中心'
 */
export function documentTitle(pageTitle: string | undefined, centerName: string, isHome: boolean): string {
  return isHome || !pageTitle ? centerName : `${pageTitle} - ${centerName}`;
}

/**
 * Keeps the browser title in step with the current page and language.
 *
 * @example
 * useDocumentTitle(routes); // in BasicLayout
 */
export function useDocumentTitle(routes: AppRoute[]): void {
  const { t } = useTranslation(SHELL_NS);
  const locale = useAtomValue(localeAtom);
  const { pathname } = useLocation();
  const name = appName(t('appName'));
  const title = titleForPath(routes, pathname, locale);
  useEffect(() => {
    document.title = documentTitle(title, name, pathname === INDEX_MAIN_PAGE_PATH);
  }, [title, name, pathname]);
}
