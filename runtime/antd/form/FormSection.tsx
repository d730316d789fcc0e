import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';

export interface FormSectionProps {
  title?: string;
  collapsible?: boolean;
  children?: ReactNode;
}

/**
 * A titled group of form fields (a page schema's section); collapsible when the schema says so.
 *
 * @example
 * <FormSection title="基本信息">…</FormSection>
 */
export function FormSection({ title, collapsible, children }: FormSectionProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(true);
  return (
    <section style={{ marginBottom: 8 }}>
      {title && (
        <Typography.Title
          level={5}
          style={{
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            paddingBottom: 8,
            marginBottom: 16,
            cursor: collapsible ? 'pointer' : undefined,
          }}
          onClick={collapsible ? () => setOpen(!open) : undefined}
        >
          {collapsible && (open ? <DownOutlined /> : <RightOutlined />)} {title}
        </Typography.Title>
      )}
      <div style={{ display: open ? 'block' : 'none' }}>{children}</div>
    </section>
  );
}
