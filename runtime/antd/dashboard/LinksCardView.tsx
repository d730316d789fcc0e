// Quick links to menu paths. A path the user's menu lacks (no permission) is left out, so a link never
// leads to a 403 page.
import { Space, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { flattenRoutes, permissionsAtom } from '../../core';
import type { LinksCard } from '../../render/schemaLite';
import { CardFrame } from './CardFrame';
import { DashboardContext } from './dashboardContext';
import { DASHBOARD_KIND_NS } from './locales';

/**
 * A links card.
 *
 * @example
 * <LinksCardView card={{ id: 'quick', type: 'links', links: [{ path: '/caseManage/caseList', title: '工单' }] }} />
 */
export function LinksCardView({ card }: { card: LinksCard }) {
  const { t } = useTranslation(DASHBOARD_KIND_NS);
  const { tx } = useContext(DashboardContext);
  const routes = useAtomValue(permissionsAtom)?.routes;
  const granted = useMemo(() => new Set(flattenRoutes(routes ?? []).map((r) => r.fullPath)), [routes]);
  const { token } = theme.useToken();
  const look = {
    display: 'inline-block',
    padding: '4px 12px',
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
  };
  const links = card.links.filter((link) => granted.has(link.path));
  return (
    <CardFrame title={tx(card.title)} empty={links.length === 0} emptyText={t('noLinks')}>
      <Space wrap>
        {links.map((link) => (
          <Link key={link.path} to={link.path} style={look}>
            {tx(link.title)}
          </Link>
        ))}
      </Space>
    </CardFrame>
  );
}
