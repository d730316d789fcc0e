import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPage } from '../page/SchemaPage';
import {
  SCHEMA_USER,
  withSchemaServer,
  type SchemaStoryParameters,
} from '../../../stories/pages/schemaStory';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import {
  CASE_DETAIL,
  registerReportStorySource,
  reportEndpoint,
  STATUS_SUMMARY,
  STORY_REPORT_ID,
} from './reportStoryData';

const withReportSource: Decorator = (Story) => {
  registerReportStorySource();
  return <Story />;
};

// The in-memory server answers the report api routes from reportStoryData (the search form's
// dictionaries come from the server's own dictionaries).
const answeringReports = (server: MemoryServer) => {
  server.intercept = reportEndpoint;
};

const meta = {
  title: 'Pages/Kinds/Report',
  component: SchemaPage,
  decorators: [withReportSource, withSchemaServer],
  parameters: { ...SCHEMA_USER, server: answeringReports } satisfies SchemaStoryParameters &
    Record<string, unknown>,
  args: { pageId: STORY_REPORT_ID, params: { code: STATUS_SUMMARY.meta.code } },
} satisfies Meta<typeof SchemaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Work orders per status: the priority search, a bar chart, every group in the table and export. */
export const GroupedWithChart: Story = {};

/** Every work order, ten a page, searched by status and creation time; not exportable, so no button. */
export const PlainPaged: Story = {
  args: { params: { code: CASE_DETAIL.meta.code } },
};

/** The rows cannot be read: the server's message and a retry instead of the table. */
export const LoadError: Story = {
  parameters: {
    server: (server: MemoryServer) => {
      server.intercept = (request) =>
        request.path.startsWith('/online/cgreport/api/getData/')
          ? { success: false, code: 500, message: '报表数据读取失败', result: null, timestamp: 0 }
          : reportEndpoint(request);
    },
  },
};
