import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_NS } from './locales';
import type { Option } from './options';

/** One search field: free text, or a choice when `options` are given. */
export interface SearchField {
  name: string;
  label: string;
  options?: Option[];
}

export interface SearchBarProps {
  fields: SearchField[];
  /** The filled-in values (empty ones left out); called with `{}` on reset. */
  onSearch: (values: Record<string, string>) => void;
}

function filled(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  Object.entries(values).forEach(([key, value]) => {
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  });
  return out;
}

/**
 * A list page's search form: the fields inline, '查询' and '重置'. Described by data, the way a list
 * schema's `search` block will describe it.
 *
 * @example
 * <SearchBar fields={[{ name: 'titile', label: '标题' }]} onSearch={list.search} />
 */
export function SearchBar({ fields, onSearch }: SearchBarProps) {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const [form] = Form.useForm<Record<string, string | undefined>>();
  return (
    <Form
      form={form}
      // Prefixes the field ids, so they do not collide with a form in a modal on the same page.
      name="search"
      layout="inline"
      role="search"
      onFinish={(values) => onSearch(filled(values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={field.label}>
          {field.options ? (
            <Select allowClear options={field.options} placeholder={t('all')} style={{ width: 140 }} />
          ) : (
            <Input allowClear style={{ width: 180 }} />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
