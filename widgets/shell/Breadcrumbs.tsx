import { Breadcrumb } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { INDEX_MAIN_PAGE_PATH, localeAtom, type AppRoute } from '../../runtime/core';
import { SHELL_NS } from './locales';
import { routeTitle } from './routeTitle';
import { routeTrail } from './routeTrail';

export interface BreadcrumbsProps {
  routes: AppRoute[];
}

/**
 * Home, then the routes leading to the current path; the current one is plain text, the others links.
 *
 * @example
 * <Breadcrumbs routes={routes} />
 */
export function Breadcrumbs({ routes }: BreadcrumbsProps) {
  const { t } = useTranslation(SHELL_NS);
  const locale = useAtomValue(localeAtom);
  const { pathname } = useLocation();
  const trail = routeTrail(routes, pathname);
  // The menu's own home item would repeat "Home" right after the fixed Home crumb.
  const rest = trail[0]?.path === INDEX_MAIN_PAGE_PATH ? trail.slice(1) : trail;
  const crumbs = [
    { path: INDEX_MAIN_PAGE_PATH, title: t('home') },
    ...rest.map((route) => ({ path: route.path, title: routeTitle(route, locale) })),
  ];
  const items = crumbs.map((crumb, i) => ({
    key: crumb.path,
    title: i === crumbs.length - 1 ? crumb.title : <Link to={crumb.path}>{crumb.title}</Link>,
  }));
  return <Breadcrumb items={items} style={{ margin: '16px 0' }} />;
}
