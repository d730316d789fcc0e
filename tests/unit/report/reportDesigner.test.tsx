// The report designer rendered on its own (model given as a prop), the in-memory server answering the
// catalog and the preview from designerStoryData: the model's properties as choices, a choice written
// back as definition JSON, the live preview's rows, a refused preview's messages inline without a
// notification, the catalog's failure with a retry, and the hint when no model is chosen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetUiProviders, setUiProviders } from '../../../runtime/core';
import { ReportDesigner } from '../../../runtime/antd/report/designer/ReportDesigner';
import { designerEndpoint, refusedPreview } from '../../../runtime/antd/report/designer/designerStoryData';
import { forgetCatalog } from '../../../runtime/antd/report/designer/useCatalog';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from '../antd/schemaHarness';

const PREVIEW = '/online/cgreport/head/preview';

const GROUPED = JSON.stringify({
  groupBy: ['status'],
  aggregates: [{ fn: 'count', as: 'cnt', label: '数量' }],
});

/** Keeps the value like a form field does, and tells the test each change. */
function Host({
  initial,
  model,
  onChange,
}: {
  initial?: string;
  model?: string;
  onChange: (v?: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ReportDesigner
      model={model}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

async function renderDesigner(
  options: { initial?: string; model?: string | null; change?: (server: MemoryServer) => void } = {},
) {
  const server = schemaServer();
  server.intercept = designerEndpoint;
  options.change?.(server);
  const onChange = vi.fn<(v?: string) => void>();
  const model = options.model === null ? undefined : (options.model ?? 'biz_case');
  const result = await renderSchema(<Host initial={options.initial} model={model} onChange={onChange} />, {
    server,
  });
  return { ...result, onChange };
}

const preview = () => screen.findByRole('region', { name: '实时预览' });

describe('report designer', () => {
  beforeEach(() => forgetCatalog());
  afterEach(() => resetUiProviders());

  it('offers the model’s properties and writes a chosen group field into the definition', async () => {
    const { onChange } = await renderDesigner();
    const groupBy = await screen.findByRole('combobox', { name: '分组字段' });
    fireEvent.mouseDown(groupBy);
    const option = (label: string) =>
      screen.findByText(label, { selector: '.ant-select-item-option-content' });
    expect(await option('状态 (status)')).toBeTruthy();
    expect(await option('优先级 (priority)')).toBeTruthy();
    expect(await option('评分 (score)')).toBeTruthy();
    fireEvent.click(await option('状态 (status)'));
    expect(onChange).toHaveBeenCalled();
    expect(JSON.parse(onChange.mock.lastCall![0]!)).toEqual({ groupBy: ['status'] });
  });

  it('previews the draft with the server’s rows, sending the model and the definition', async () => {
    const { server } = await renderDesigner({ initial: GROUPED });
    expect(await within(await preview()).findByText('共 5 组')).toBeTruthy();
    expect(within(await preview()).getByText('新建')).toBeTruthy();
    expect(within(await preview()).getByRole('columnheader', { name: '数量' })).toBeTruthy();
    const asked = server.log.filter((r) => r.path === PREVIEW);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toEqual({ model: 'biz_case', definition: GROUPED });
  });

  it('shows each message of a refused preview inline, with no notification', async () => {
    // The HTTP client notifies through the bound provider when a status is not quiet.
    const notify = vi.fn();
    setUiProviders({ notification: { open: notify, close: () => undefined } });
    await renderDesigner({
      initial: GROUPED,
      change: (server) => {
        server.intercept = (request) =>
          request.path === PREVIEW
            ? refusedPreview([
                { field: 'definition.groupBy[0]', message: 'definition.groupBy[0]：assignee 不可读' },
                {
                  field: 'definition.aggregates[0].as',
                  message: 'definition.aggregates[0].as：status 与属性重名',
                },
              ])
            : designerEndpoint(request);
      },
    });
    expect(await within(await preview()).findByText('预览失败')).toBeTruthy();
    expect(within(await preview()).getByText('definition.groupBy[0]：assignee 不可读')).toBeTruthy();
    expect(within(await preview()).getByText('definition.aggregates[0].as：status 与属性重名')).toBeTruthy();
    // The envelope's own message is neither shown nor notified: the list says more.
    expect(screen.queryByText('报表定义有误')).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('runs the preview again when the definition changes', async () => {
    const { server } = await renderDesigner({ initial: '{"columns":[{"field":"caseNo"}]}' });
    expect(await within(await preview()).findByText('CS202611001')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /JSON/ }), { target: { value: GROUPED } });
    expect(await within(await preview()).findByText('共 5 组')).toBeTruthy();
    expect(server.log.filter((r) => r.path === PREVIEW)).toHaveLength(2);
  });

  it('shows the catalog’s failure with a retry that reads it again', async () => {
    let failing = true;
    await renderDesigner({
      change: (server) => {
        server.intercept = (request) =>
          failing && request.path.endsWith('/models')
            ? { success: false, code: 500, message: '数据模型读取失败', result: null, timestamp: 0 }
            : designerEndpoint(request);
      },
    });
    expect(await screen.findByText('数据模型列表读取失败')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('combobox', { name: '分组字段' })).toBeTruthy();
  });

  it('asks for a model first and reads nothing without one', async () => {
    const { server } = await renderDesigner({ model: null, initial: GROUPED });
    expect(await screen.findByText('请先选择数据模型')).toBeTruthy();
    await waitFor(() => expect(server.log.filter((r) => r.path === PREVIEW)).toHaveLength(0));
    expect(screen.queryByRole('combobox', { name: '分组字段' })).toBeNull();
  });
});
