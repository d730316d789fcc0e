import { Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredKind, StoredSchema } from './api';
import { DESIGNER_NS } from './locales';

export interface StoredListProps {
  rows: StoredSchema[];
  selectedId?: string;
  canAdd: boolean;
  onSelect: (row: StoredSchema) => void;
  onNew: (kind: StoredKind) => void;
  /** More buttons beside the new ones (the module import). */
  actions?: ReactNode;
}

/**
 * The stored schemas, models first, and the buttons that start a new one.
 *
 * @example
 * <StoredList rows={rows} canAdd onSelect={open} onNew={start} />
 */
export function StoredList({ rows, selectedId, canAdd, onSelect, onNew, actions }: StoredListProps) {
  const { t } = useTranslation(DESIGNER_NS);
  const sorted = [...rows].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  return (
    // The buttons sit in the body, not the header's `extra`: in the narrow column they squeezed the
    // title down to its first letters.
    <Card size="small" title={t('stored')}>
      {canAdd && (
        <Space size={8} wrap style={{ marginBottom: 8 }}>
          <Button size="small" onClick={() => onNew('model')}>
            {t('newModel')}
          </Button>
          <Button size="small" onClick={() => onNew('page')}>
            {t('newPage')}
          </Button>
          {actions}
        </Space>
      )}
      {sorted.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <List
          size="small"
          dataSource={sorted}
          renderItem={(row) => (
            <List.Item
              onClick={() => onSelect(row)}
              style={{
                cursor: 'pointer',
                background: row.id === selectedId ? '#e6f4ff' : undefined,
                paddingInline: 8,
              }}
            >
              <Space size={6}>
                <Tag color={row.kind === 'model' ? 'blue' : 'green'}>
                  {t(row.kind === 'model' ? 'kindModel' : 'kindPage')}
                </Tag>
                <Typography.Text ellipsis style={{ maxWidth: 180 }}>
                  {row.name}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
