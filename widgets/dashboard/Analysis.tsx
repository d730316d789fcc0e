import { Alert, Button, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from './locales';
import { useSignInStats } from './useSignInStats';
import { VisitBars } from './VisitBars';

/**
 * The landing page (`dashboard/Analysis` at /dashboard/analysis): sign-in totals and the last seven
 * days, from the login log.
 *
 * @example
 * registerPage('dashboard/Analysis', () => import('./Analysis'));
 */
export function Analysis() {
  const { t } = useTranslation(DASHBOARD_NS);
  const { stats, reload } = useSignInStats();
  if (stats.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        message={t('loadFailed')}
        action={<Button onClick={reload}>{t('retry')}</Button>}
      />
    );
  }
  const loading = stats.status === 'loading';
  const info = stats.status === 'ready' ? stats.info : undefined;
  const cards = [
    { key: 'totalVisits', value: info?.totalVisitCount },
    { key: 'todayVisits', value: info?.todayVisitCount },
    { key: 'todayIps', value: info?.todayIp },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => (
        <Col key={c.key} xs={24} sm={8}>
          <Card>
            <Statistic title={t(c.key)} value={c.value ?? 0} loading={loading} />
          </Card>
        </Col>
      ))}
      <Col span={24}>
        <Card title={t('weekTitle')}>
          {stats.status === 'ready' ? <VisitBars days={stats.days} /> : <Skeleton active />}
        </Card>
      </Col>
    </Row>
  );
}

export default Analysis;
