// A compact table of records: the columns' labels come from the model, cells show the dictionary or
// reference text the list API sends beside a value (`<field>_dictText`). A row with a `rowLink` is a
// link: focusable, opened by click or Enter.
import { theme } from 'antd';
import { useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { evaluateParams } from '../../render/actions/evaluate';
import { formatDate } from '../../render/list/format';
import { fieldLabel, useSchemaText } from '../../render/schema/text';
import { modelFields, type ListCard, type ModelSchema } from '../../render/schemaLite';
import { CardFrame } from './CardFrame';
import { DashboardContext } from './dashboardContext';
import { useCardData } from './useCardData';

function cellText(model: ModelSchema | undefined, field: string, record: Record<string, unknown>): string {
  const text = record[`${field}_dictText`];
  if (text !== undefined && text !== null && text !== '') return String(text);
  const value = record[field];
  if (value === undefined || value === null) return '';
  const format = model ? modelFields(model)[field]?.format : undefined;
  if (format === 'datetime') return formatDate(value);
  return String(value);
}

/**
 * A list card.
 *
 * @example
 * <ListCardView card={{ id: 'mine', type: 'list', model: 'biz_case', columns: ['caseNo', 'title'], source: { api: '/biz/case/list' } }} />
 */
export function ListCardView({ card }: { card: ListCard }) {
  const { tx, models, params } = useContext(DashboardContext);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { state, retry } = useCardData(card.source);
  const model = models.get(card.model)?.schema;
  // Column labels are the model's texts.
  const modelTx = useSchemaText(model?.['x-i18n']);
  const records = state.status === 'ready' ? state.data.records : [];
  const open = (record: Record<string, unknown>) => {
    if (!card.rowLink) return;
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(evaluateParams(card.rowLink.params, { record, params })))
      query.set(key, String(value));
    const search = query.toString();
    navigate(search ? `${card.rowLink.path}?${search}` : card.rowLink.path);
  };
  const cell = {
    padding: '6px 8px',
    borderBottom: `1px solid ${token.colorSplit}`,
    textAlign: 'left' as const,
  };
  return (
    <CardFrame
      title={tx(card.title)}
      state={state}
      retry={retry}
      empty={records.length === 0}
      emptyText={card.empty === undefined ? undefined : tx(card.empty)}
    >
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSizeSM }}>
        <thead>
          <tr>
            {card.columns.map((field) => (
              <th
                key={field}
                scope="col"
                style={{ ...cell, color: token.colorTextSecondary, fontWeight: 500 }}
              >
                {fieldLabel(model, field, modelTx)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record, i) => (
            <tr
              key={String(record.id ?? i)}
              tabIndex={card.rowLink ? 0 : undefined}
              role={card.rowLink ? 'link' : undefined}
              style={card.rowLink ? { cursor: 'pointer' } : undefined}
              onClick={() => open(record)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') open(record);
              }}
            >
              {card.columns.map((field) => (
                <td key={field} style={cell}>
                  {cellText(model, field, record)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </CardFrame>
  );
}
