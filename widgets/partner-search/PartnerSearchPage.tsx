import { Alert, Button, Empty, List, Pagination, Space, Spin, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LocaleSwitch } from '../../runtime/antd/LocaleSwitch';
import { PAGE_SIZE, searchOptions, type SearchOptions } from './api';
import { PARTNER_SEARCH_NS } from './locales';
import { PartnerCard } from './PartnerCard';
import { SearchForm, type SearchValues } from './SearchForm';
import { usePartnerSearch } from './usePartnerSearch';

/**
 * /partner/search (open, SPEC §2): anyone finds certified partners by name, region, level and product
 * line. Outside the console shell; one column of cards on a phone.
 *
 * @example
 * <Route path="/partner/search" element={<PartnerSearchPage />} />
 */
export function PartnerSearchPage() {
  const { t, i18n } = useTranslation(PARTNER_SEARCH_NS);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [values, setValues] = useState<SearchValues>({});
  const [pageNo, setPageNo] = useState(1);
  const [options, setOptions] = useState<SearchOptions | null>(null);
  const state = usePartnerSearch({ ...values, pageNo, pageSize: PAGE_SIZE });
  const language = i18n.language;
  useEffect(() => {
    // The choices only help; the search works without them. Product lines come in the language asked.
    let current = true;
    searchOptions().then(
      (next) => current && setOptions(next),
      () => current && setOptions(null),
    );
    return () => {
      current = false;
    };
  }, [language]);
  const page = state.page;
  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          padding: '12px 16px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Space size={4}>
          <LocaleSwitch iconOnly />
          <Button type="link" onClick={() => navigate('/user/login')}>
            {t('signIn')}
          </Button>
        </Space>
      </header>
      <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
        <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
        <div style={{ background: token.colorBgContainer, padding: 16, borderRadius: token.borderRadiusLG }}>
          <SearchForm
            options={options}
            loading={state.status === 'loading'}
            onSearch={(next) => {
              setValues(next);
              setPageNo(1);
            }}
          />
        </div>
        {state.status === 'error' && (
          <Alert type="error" showIcon style={{ marginTop: 16 }} message={state.message || t('failed')} />
        )}
        <Spin spinning={state.status === 'loading'}>
          {page && (
            <Typography.Paragraph style={{ margin: '16px 0 8px' }}>
              {t('total', { total: page.total })}
            </Typography.Paragraph>
          )}
          {page && page.records.length === 0 ? (
            <Empty description={t('empty')} />
          ) : (
            <List
              grid={{ gutter: 12, xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
              dataSource={page?.records ?? []}
              rowKey="companyName"
              renderItem={(partner) => (
                <List.Item>
                  <PartnerCard partner={partner} />
                </List.Item>
              )}
            />
          )}
          {page && page.total > PAGE_SIZE && (
            <Pagination
              style={{ textAlign: 'center', marginTop: 8 }}
              current={pageNo}
              pageSize={PAGE_SIZE}
              total={page.total}
              showSizeChanger={false}
              simple
              onChange={setPageNo}
            />
          )}
        </Spin>
      </main>
    </div>
  );
}

export default PartnerSearchPage;
