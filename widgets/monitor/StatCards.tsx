import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';

/** One figure of a row of cards: its label and its text (already formatted). */
export interface StatItem {
  key: string;
  title: ReactNode;
  value: string | number | undefined;
}

/**
 * A row of stat cards, the headline figures of a monitoring page; skeletons until the first answer.
 *
 * @example
 * <StatCards items={[{ key: 'rps', title: t('http.rps'), value: info?.requestsPerSec }]} />
 */
export function StatCards({ items }: { items: StatItem[] }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {items.map((item) => (
        <Col key={item.key} xs={12} md={8} xl={Math.max(4, Math.floor(24 / items.length))}>
          <Card size="small">
            <Statistic
              title={item.title}
              value={item.value ?? 0}
              loading={item.value === undefined}
              // Formatted text stays whole (Statistic would split '42.7' into integer and decimals).
              formatter={typeof item.value === 'string' ? (v) => v : undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
