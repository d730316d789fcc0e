// The page kinds runtime/antd ships, in runtime/render's registry. Called with the first schema page,
// like the field widgets, so the kinds' loaders stay out of the entry. Each kind but the modal is its
// own chunk: antd's Table comes with the list, Formily with the form. A new kind is one more line here
// (or a registration in its own folder) and touches neither SchemaPage nor another kind. A kind's view
// imports runtime/render and ../pageKit, never ./SchemaPage: it shows a page inside it with NestedPage.
import { registerPageKind } from '../../render/pageKinds/pageKindRegistry';
import ModalPage from '../modal/ModalPage';

/**
 * Registers the list, form, detail, split, modal, grant, report and dashboard kinds.
 *
 * @example
 * registerPageKinds(); // once, by page/SchemaPage.tsx
 */
export function registerPageKinds(): void {
  // The first page is asked for as soon as the schema is known, by the list's module (which a cold
  // load has already started loading) rather than by a chunk of its own.
  const list = () => import('../list/ListPage');
  registerPageKind('list', {
    lazy: list,
    prefetch: (bundle, params) => void list().then((m) => m.prefetchListPage(bundle, params)),
  });
  registerPageKind('form', { lazy: () => import('../form/FormPage') });
  // A detail page in a dialog takes 80% of the window's height (SPEC §9).
  registerPageKind('detail', { lazy: () => import('../detail/DetailPage'), tallInDialog: true });
  registerPageKind('split', { lazy: () => import('../split/SplitPage') });
  // Small (it shows another page): no chunk of its own.
  registerPageKind('modal', { component: ModalPage });
  // The permission tree of a role, department or department role (antd's Tree comes with it).
  registerPageKind('grant', { lazy: () => import('../grant/GrantPage') });
  // An online report: search form, chart (echarts loads with the first chart), table, export.
  registerPageKind('report', { lazy: () => import('../report/ReportPage') });
  // Cards and charts bound to aggregates, APIs and reports (echarts loads with the first chart). A
  // dashboard with chart cards asks for the chart chunk with its own, as soon as the schema is known,
  // rather than once its cards have rendered: on a slow link each step of that chain costs a round trip.
  const dashboard = () => import('../dashboard/DashboardPage');
  registerPageKind('dashboard', {
    lazy: dashboard,
    prefetch: ({ page }) => {
      void dashboard();
      if (page.kind === 'dashboard' && page.cards.some((card) => card.type === 'chart'))
        void import('../charts/EChartView');
    },
  });
}
