import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { SCHEMA_NS } from '../../render/locales';

export interface ColumnSettingsProps {
  columns: { field: string; title: string }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
  onReset: () => void;
}

/**
 * Shows or hides list columns (kept per user and page by useColumnVisibility).
 *
 * @example
 * <ColumnSettings columns={[{ field: 'title', title: '标题' }]} hidden={hidden} onChange={setHidden} onReset={reset} />
 */
export function ColumnSettings({ columns, hidden, onChange, onReset }: ColumnSettingsProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const content = (
    <div style={{ maxHeight: 360, overflowY: 'auto', minWidth: 160 }}>
      <Space direction="vertical" size={4}>
        {columns.map(({ field, title }) => (
          <Checkbox
            key={field}
            checked={!hidden.includes(field)}
            onChange={(event) =>
              onChange(event.target.checked ? hidden.filter((f) => f !== field) : [...hidden, field])
            }
          >
            {title}
          </Checkbox>
        ))}
      </Space>
      <Button
        type="link"
        size="small"
        onClick={onReset}
        style={{ display: 'block', paddingInline: 0, marginTop: 8 }}
      >
        {t('list.columnsReset')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('list.columns')}>
      <Tooltip title={t('list.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('list.columns')} />
      </Tooltip>
    </Popover>
  );
}
