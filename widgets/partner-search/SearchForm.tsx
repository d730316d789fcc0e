import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_TEXT, type SearchOptions } from './api';
import { PARTNER_SEARCH_NS } from './locales';

export interface SearchValues {
  companyName?: string;
  region?: string;
  partnerLevel?: string;
  productLine?: string;
}

export interface SearchFormProps {
  options: SearchOptions | null;
  loading: boolean;
  onSearch: (values: SearchValues) => void;
}

/**
 * The partner search form: one column on a phone, four on a wide screen.
 *
 * @example
 * <SearchForm options={options} loading={false} onSearch={setQuery} />
 */
export function SearchForm({ options, loading, onSearch }: SearchFormProps) {
  const { t } = useTranslation(PARTNER_SEARCH_NS);
  const [form] = Form.useForm<SearchValues>();
  const max = { max: MAX_TEXT, message: t('tooLong', { max: MAX_TEXT }) };
  const levelOptions = (options?.levels ?? []).map((l) => ({
    value: l.value,
    label: t(`level.${l.value}`, { defaultValue: l.label }),
  }));
  const regionOptions = (options?.regions ?? []).map((r) => ({ value: r, label: r }));
  const productLineOptions = options?.productLines ?? [];
  return (
    <Form form={form} layout="vertical" onFinish={onSearch} aria-label={t('title')}>
      <Row gutter={12}>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="companyName" label={t('nameLabel')} rules={[max]}>
            <Input allowClear placeholder={t('namePlaceholder')} maxLength={MAX_TEXT} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12} lg={6}>
          <Form.Item name="region" label={t('regionLabel')}>
            <Select allowClear placeholder={t('any')} options={regionOptions} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12} lg={6}>
          <Form.Item name="partnerLevel" label={t('levelLabel')}>
            <Select allowClear placeholder={t('any')} options={levelOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="productLine" label={t('productLineLabel')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('any')}
              options={productLineOptions}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={12} sm={6} lg={3}>
          <Button block type="primary" htmlType="submit" loading={loading}>
            {t('search')}
          </Button>
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <Button
            block
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('reset')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
