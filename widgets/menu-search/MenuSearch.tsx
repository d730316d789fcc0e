import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../../runtime/core';
import { MENU_SEARCH_NS } from './locales';

// The select and its option list load on first use, keeping them out of the shell's first load.
const MenuSearchPanel = lazy(() => import('./MenuSearchPanel'));

export interface MenuSearchProps {
  routes: AppRoute[];
  /** Mobile: the search opens in a modal instead of inline (SPEC §2 "Responsive behaviour"). */
  isMobile: boolean;
  /** Icon colour on a dark header. */
  style?: CSSProperties;
}

/**
 * The header's menu search: a search icon that opens the search box inline on desktop, or in a modal
 * on mobile.
 *
 * @example
 * <MenuSearch routes={routes} isMobile={isMobile} />
 */
export function MenuSearch({ routes, isMobile, style }: MenuSearchProps) {
  const { t } = useTranslation(MENU_SEARCH_NS);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const panel = open && (
    <Suspense fallback={null}>
      <MenuSearchPanel routes={routes} inModal={isMobile} onClose={close} />
    </Suspense>
  );
  if (open && !isMobile) return panel;
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('search')}
        title={t('search')}
        onClick={() => setOpen(true)}
        style={style}
      />
      {panel}
    </>
  );
}
