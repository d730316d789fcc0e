import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPage } from '../page/SchemaPage';
import {
  SCHEMA_USER,
  withSchemaServer,
  type SchemaStoryParameters,
} from '../../../stories/pages/schemaStory';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { dashboardEndpoint, registerDashboardStorySource, STORY_DASHBOARD_ID } from './dashboardStoryData';

const withDashboardSource: Decorator = (Story) => {
  registerDashboardStorySource();
  return <Story />;
};

// The in-memory server answers the work orders' aggregate from its own rows (labelled with its case
// status dictionary), and fails the two cards meant to fail.
const answeringAggregates = (server: MemoryServer) => {
  const cases = server.tables.find((t) => t.basePath === '/biz/case');
  const status = Object.fromEntries((server.dicts.case_status ?? []).map((d) => [d.value, d.text]));
  server.intercept = dashboardEndpoint(() => ({ rows: cases?.rows ?? [], labels: { status } }));
};

const meta = {
  title: 'Pages/Kinds/Dashboard',
  component: SchemaPage,
  decorators: [withDashboardSource, withSchemaServer],
  parameters: { ...SCHEMA_USER, server: answeringAggregates } satisfies SchemaStoryParameters &
    Record<string, unknown>,
  args: { pageId: STORY_DASHBOARD_ID, params: {} },
} satisfies Meta<typeof SchemaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A count and a chart from the aggregate, my open work orders, links; one failing, one refused card. */
export const Overview: Story = {};

/** The same cards in English. */
export const English: Story = { parameters: { locale: 'en-US' } };

/** No work orders at all: zero, an empty chart and an empty list, each saying so in its card. */
export const NoData: Story = {
  parameters: {
    server: (server: MemoryServer) => {
      const cases = server.tables.find((t) => t.basePath === '/biz/case');
      if (cases) cases.rows = [];
      answeringAggregates(server);
    },
  },
};
