// Semantic checks of a dashboard: the models its cards aggregate or list exist, and the fields they
// group by or show are properties of them (a typo would otherwise surface as a 400 in one card).
import { modelFields } from '../model.js';
import type { IssueCode, IssueParams } from '../texts/index.js';
import type { DashboardPageSchema, ModelSchema } from '../types.js';

/** What the dashboard check reports through and looks models up in. */
export interface DashboardChecks {
  report: (pointer: string, code: IssueCode, params?: IssueParams) => void;
  /** The model, or undefined after reporting (or when it is known broken). */
  model: (name: string, pointer: string) => ModelSchema | undefined;
}

function fieldsOf(checks: DashboardChecks, name: string, pointer: string) {
  const model = checks.model(name, pointer);
  const fields = model ? modelFields(model) : undefined;
  return (field: string | undefined, at: string) => {
    if (field === undefined || !fields || Object.hasOwn(fields, field)) return;
    checks.report(at, 'propertyNotInModel', { property: field, model: name });
  };
}

/**
 * Checks one dashboard page.
 *
 * @example
 * checkDashboard(page, { report, model: (name, at) => ctx.models.get(name)?.schema });
 */
export function checkDashboard(page: DashboardPageSchema, checks: DashboardChecks): void {
  const ids = new Set<string>();
  page.cards.forEach((card, i) => {
    const at = `/cards/${i}`;
    if (ids.has(card.id)) checks.report(`${at}/id`, 'cardIdTwice', { id: card.id });
    ids.add(card.id);
    if (
      (card.type === 'stat' || card.type === 'chart' || card.type === 'list') &&
      'aggregate' in card.source
    ) {
      const spec = card.source.aggregate;
      const src = `${at}/source/aggregate`;
      const field = fieldsOf(checks, spec.model, `${src}/model`);
      field(spec.groupBy, `${src}/groupBy`);
      field(spec.seriesBy, `${src}/seriesBy`);
      const measured = spec.measure?.split(':')[1];
      field(measured, `${src}/measure`);
    }
    if (card.type === 'list') {
      const field = fieldsOf(checks, card.model, `${at}/model`);
      card.columns.forEach((column, j) => field(column, `${at}/columns/${j}`));
    }
  });
}
