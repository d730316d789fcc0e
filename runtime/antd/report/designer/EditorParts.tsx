// The building blocks of the report designer's form: a titled section, and a list of rows with an add
// button and a remove button per row.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_NS } from '../locales';

/**
 * A labelled part of the designer.
 *
 * @example
 * <Section title="分组字段"><Select … /></Section>
 */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={title}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
        {title}
      </Typography.Text>
      {children}
    </div>
  );
}

export interface RowsProps<T> {
  title: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  /** The row added by the add button. */
  create: () => T;
  /** The controls of one row; `set` replaces it. */
  render: (row: T, set: (next: T) => void, index: number) => ReactNode;
  disabled?: boolean;
}

/**
 * A section of rows (filters, aggregates, sort keys) with add and remove.
 *
 * @example
 * <Rows title="排序" rows={draft.sort} onChange={setSort} create={() => ({ field: '', order: 'asc' })} render={…} />
 */
export function Rows<T>({ title, rows, onChange, create, render, disabled }: RowsProps<T>) {
  const { t } = useTranslation(REPORT_NS);
  return (
    <Section title={title}>
      <Flex vertical gap={8}>
        {rows.map((row, index) => (
          <Flex key={index} gap={8} align="center" wrap>
            {render(row, (next) => onChange(rows.map((r, i) => (i === index ? next : r))), index)}
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('remove')} ${title} ${index + 1}`}
              disabled={disabled}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            />
          </Flex>
        ))}
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          disabled={disabled}
          onClick={() => onChange([...rows, create()])}
          style={{ alignSelf: 'flex-start' }}
        >
          {`${t('add')} ${title}`}
        </Button>
      </Flex>
    </Section>
  );
}
