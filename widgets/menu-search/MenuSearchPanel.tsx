import { Modal, Select } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localeAtom, type AppRoute } from '../../runtime/core';
import { MENU_SEARCH_NS } from './locales';
import { externalUrl, matchesSearch, menuSearchOptions, type MenuSearchOption } from './searchOptions';

export interface MenuSearchPanelProps {
  routes: AppRoute[];
  /** In a modal (mobile) or inline in the header (desktop). */
  inModal: boolean;
  onClose: () => void;
}

/**
 * The menu search box: a searchable select over the visible menu pages. Choosing an external or iframe
 * page opens its address in a new window; any other page is navigated to. On mobile it sits in a modal.
 *
 * @example
 * <MenuSearchPanel routes={routes} inModal={isMobile} onClose={close} />
 */
export function MenuSearchPanel({ routes, inModal, onClose }: MenuSearchPanelProps) {
  const { t } = useTranslation(MENU_SEARCH_NS);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const options = useMemo(() => menuSearchOptions(routes, locale), [routes, locale]);

  const choose = (_value: string, option?: MenuSearchOption | MenuSearchOption[]) => {
    const chosen = Array.isArray(option) ? option[0] : option;
    if (!chosen) return;
    const url = externalUrl(chosen.route);
    if (url) window.open(url, '_blank', 'noopener');
    else navigate(chosen.value);
    onClose();
  };

  const select = (
    <Select<string, MenuSearchOption>
      showSearch
      autoFocus
      defaultOpen
      aria-label={t('search')}
      placeholder={t('placeholder')}
      notFoundContent={t('noMatch')}
      value={null}
      options={options}
      filterOption={(input, option) => (option ? matchesSearch(option, input) : false)}
      onSelect={choose}
      onBlur={inModal ? undefined : onClose}
      style={{ width: inModal ? '100%' : 200 }}
    />
  );

  if (!inModal) return select;
  return (
    <Modal title={t('search')} open footer={null} onCancel={onClose} destroyOnHidden>
      {select}
    </Modal>
  );
}

export default MenuSearchPanel;
