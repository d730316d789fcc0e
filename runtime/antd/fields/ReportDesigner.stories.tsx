import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { useState } from 'react';
import {
  SCHEMA_USER,
  withSchemaServer,
  type SchemaStoryParameters,
} from '../../../stories/pages/schemaStory';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { designerEndpoint, refusedPreview } from '../report/designer/designerStoryData';
import { forgetCatalog } from '../report/designer/useCatalog';
import { ReportDesigner } from './ReportDesignerField';
import type { ReportDesignerProps } from '../report/designer/ReportDesigner';

/** Work orders per status with a bar chart: what the definitions page's design dialog opens with. */
const GROUPED = JSON.stringify(
  {
    columns: [{ field: 'status', label: '状态' }],
    groupBy: ['status'],
    aggregates: [
      { fn: 'count', as: 'cnt', label: '数量' },
      { fn: 'avg', field: 'score', as: 'avgScore', label: '平均评分' },
    ],
    sort: [{ field: 'cnt', order: 'desc' }],
    chart: { type: 'bar', x: 'status', y: 'cnt' },
  },
  null,
  2,
);

// The designer is wider than the other fields' hosts: its sections sit side by side from 640px.
function DesignerHost(props: ReportDesignerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 24, maxWidth: 1100 }}>
      <ReportDesigner {...props} value={value} onChange={setValue} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        value: <code data-testid="value">{JSON.stringify(value ?? null)}</code>
      </Typography.Paragraph>
    </div>
  );
}

// The in-memory server answers the catalog and the preview (designerStoryData); the catalog is read
// once per page load, so each story forgets the previous story's.
const meta = {
  title: 'Fields/ReportDesigner',
  component: ReportDesigner,
  decorators: [withSchemaServer],
  loaders: [
    async () => {
      forgetCatalog();
      return {};
    },
  ],
  parameters: {
    ...SCHEMA_USER,
    server: (server: MemoryServer) => {
      server.intercept = designerEndpoint;
    },
  } satisfies SchemaStoryParameters & Record<string, unknown>,
  args: { model: 'biz_case', value: GROUPED, 'aria-label': '报表定义' },
  render: (args) => <DesignerHost {...args} />,
} satisfies Meta<typeof ReportDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A grouped report: group field, two aggregates, sort and a bar chart, previewed live under it. */
export const Grouped: Story = {};

/** A new definition: nothing chosen yet, so the preview lists what the server still needs. */
export const Empty: Story = { args: { value: undefined } };

/** The server refuses the draft: each message, with the definition path it names, under the preview. */
export const PreviewRefused: Story = {
  parameters: {
    server: (server: MemoryServer) => {
      server.intercept = (request) =>
        request.path.endsWith('/preview')
          ? refusedPreview([
              { field: 'definition.groupBy[0]', message: 'definition.groupBy[0]：assignee 不可读' },
              {
                field: 'definition.aggregates[0].as',
                message: 'definition.aggregates[0].as：status 与属性重名',
              },
            ])
          : designerEndpoint(request);
    },
  },
};

/** The catalog of models cannot be read: the error and a retry instead of the designer. */
export const CatalogFails: Story = {
  parameters: {
    server: (server: MemoryServer) => {
      server.intercept = (request) =>
        request.path.endsWith('/models')
          ? { success: false, code: 500, message: '数据模型读取失败', result: null, timestamp: 0 }
          : designerEndpoint(request);
    },
  },
};

/** No model chosen yet in the form: the designer asks for one first. */
export const NoModel: Story = { args: { model: undefined } };
