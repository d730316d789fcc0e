import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DayVisits } from './useSignInStats';
import { DASHBOARD_NS } from './locales';

const CHART_HEIGHT = 160;

/**
 * Sign-ins and distinct addresses per day as paired bars: plain elements, so the landing page needs
 * no chart library.
 *
 * @example
 * <VisitBars days={days} />
 */
export function VisitBars({ days }: { days: DayVisits[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const { token } = theme.useToken();
  const max = Math.max(1, ...days.map((d) => Math.max(d.visit, d.ip)));
  const bar = (value: number, color: string, label: string) => (
    <div
      title={`${label}: ${value}`}
      style={{
        width: 14,
        height: Math.max(2, Math.round((value / max) * CHART_HEIGHT)),
        background: color,
        borderRadius: '3px 3px 0 0',
      }}
    />
  );
  return (
    <figure style={{ margin: 0 }}>
      <div role="list" style={{ display: 'flex', alignItems: 'flex-end', gap: 8, height: CHART_HEIGHT + 44 }}>
        {days.map((d) => (
          <div
            key={d.tian}
            role="listitem"
            aria-label={t('dayLabel', { day: d.tian, visit: d.visit, ip: d.ip })}
            style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}
          >
            <span style={{ fontSize: 12, color: token.colorTextSecondary }}>{d.visit}</span>
            <div style={{ display: 'flex', alignItems: 'flex-end', gap: 2 }}>
              {bar(d.visit, token.colorPrimary, t('visits'))}
              {bar(d.ip, token.colorSuccess, t('ips'))}
            </div>
            <span style={{ fontSize: 12 }}>{d.type}</span>
          </div>
        ))}
      </div>
      <figcaption style={{ display: 'flex', gap: 16, fontSize: 12, color: token.colorTextSecondary }}>
        <span>
          <span style={{ display: 'inline-block', width: 10, height: 10, background: token.colorPrimary }} />{' '}
          {t('visits')}
        </span>
        <span>
          <span style={{ display: 'inline-block', width: 10, height: 10, background: token.colorSuccess }} />{' '}
          {t('ips')}
        </span>
      </figcaption>
    </figure>
  );
}
