import { Result, Spin } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../../runtime/core';
import { getPageLoader, type PageLoader, type PageProps } from '../../runtime/render';
import { BELL_NS } from './locales';

/** What a view opened from an announcement receives: a route naming it, and the business record id. */
export interface NoticeViewProps extends PageProps {
  busId?: string;
}

type NoticeView = ComponentType<NoticeViewProps>;

// React.lazy must keep its identity per loader, or the view would remount on every render.
const views = new Map<PageLoader, NoticeView>();

function viewFor(loader: PageLoader): NoticeView {
  let view = views.get(loader);
  if (!view) {
    // A registered page ignores props it does not know; views made for announcements read busId.
    view = lazy(loader) as NoticeView;
    views.set(loader, view);
  }
  return view;
}

function routeFor(componentName: string, title: string): AppRoute {
  return {
    path: '',
    name: componentName,
    component: componentName,
    hidden: true,
    meta: { title },
    pageKey: componentName,
  };
}

export interface DynamicNoticeViewProps {
  /** The component name from the announcement's openPage, e.g. `caseManage/CaseDetail`. */
  componentName: string;
  busId?: string | null;
  /** Title handed to the view's route. */
  title: string;
}

/**
 * Shows the view an announcement with openType component names, through the page registry, with its
 * busId (SPEC §2). A name without a registered page says so, naming it.
 *
 * @example
 * <DynamicNoticeView componentName="caseManage/CaseDetail" busId="1001" title="工单待处理" />
 */
export function DynamicNoticeView({ componentName, busId, title }: DynamicNoticeViewProps) {
  const { t } = useTranslation(BELL_NS);
  const loader = getPageLoader(componentName);
  if (!loader) {
    return (
      <Result
        status="warning"
        title={t('viewNotAvailable', { name: componentName, interpolation: { escapeValue: false } })}
      />
    );
  }
  const View = viewFor(loader);
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <View route={routeFor(componentName, title)} busId={busId ?? undefined} />
    </Suspense>
  );
}
