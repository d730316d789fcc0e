import { Button, Input, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { GRANT_NS } from './locales';

export interface GrantToolbarProps {
  linkage: boolean;
  onLinkage: (on: boolean) => void;
  onCheckAll: () => void;
  onUncheckAll: () => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onSearch: (text: string) => void;
}

/**
 * The tree's tools: a search filter, check / uncheck all, expand / collapse all and the linkage
 * switch (JeecgBoot's 父子关联).
 *
 * @example
 * <GrantToolbar linkage onLinkage={setLinkage} … />
 */
export function GrantToolbar(props: GrantToolbarProps) {
  const { t } = useTranslation(GRANT_NS);
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
      <Input.Search
        allowClear
        placeholder={t('search')}
        aria-label={t('search')}
        onSearch={props.onSearch}
        onChange={(e) => props.onSearch(e.target.value)}
      />
      <Space wrap>
        <Button size="small" onClick={props.onCheckAll}>
          {t('checkAll')}
        </Button>
        <Button size="small" onClick={props.onUncheckAll}>
          {t('uncheckAll')}
        </Button>
        <Button size="small" onClick={props.onExpandAll}>
          {t('expandAll')}
        </Button>
        <Button size="small" onClick={props.onCollapseAll}>
          {t('collapseAll')}
        </Button>
        <Space size={4}>
          <Switch size="small" checked={props.linkage} onChange={props.onLinkage} aria-label={t('linkage')} />
          <span>{t('linkage')}</span>
        </Space>
      </Space>
    </Space>
  );
}
