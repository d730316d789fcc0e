import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPage } from '../page/SchemaPage';
import {
  SCHEMA_USER,
  withSchemaServer,
  type SchemaStoryParameters,
} from '../../../stories/pages/schemaStory';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { registerSplitStorySource, STORY_SPLIT_ID } from './splitStoryData';

const withSplitSource: Decorator = (Story) => {
  registerSplitStorySource();
  return <Story />;
};

// The in-memory server deletes departments the way the real one does (a department with children
// refused with the server's message), so the tree's refresh after an action shows.
const deletingDeparts = (server: MemoryServer) => {
  server.intercept = ({ method, path, params }) => {
    if (method !== 'DELETE' || path !== '/sys/sysDepart/delete') return undefined;
    const departs = server.departs ?? [];
    if (departs.some((d) => d.parentId === params.id))
      return {
        success: false,
        code: 500,
        message: '该部门下还有子部门，不能删除',
        result: null,
        timestamp: 0,
      };
    server.departs = departs.filter((d) => d.id !== params.id);
    return { success: true, code: 200, message: '删除成功', result: null, timestamp: 0 };
  };
};

const meta = {
  title: 'Pages/Kinds/Split',
  component: SchemaPage,
  decorators: [withSplitSource, withSchemaServer],
  parameters: { ...SCHEMA_USER, server: deletingDeparts } satisfies SchemaStoryParameters &
    Record<string, unknown>,
  args: { pageId: STORY_SPLIT_ID, params: {} },
} satisfies Meta<typeof SchemaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The department tree (expanded) and, until one is selected, the hint on the right. */
export const Default: Story = {};

/** The tree API fails: the error and a retry button instead of the tree. */
export const LoadError: Story = {
  parameters: {
    server: (server: MemoryServer) => {
      server.intercept = ({ path }) =>
        path === '/sys/sysDepart/queryTreeList'
          ? { success: false, code: 500, message: '部门树读取失败', result: null, timestamp: 0 }
          : undefined;
    },
  },
};

/** No department yet: the empty tree. */
export const Empty: Story = {
  parameters: {
    server: (server: MemoryServer) => {
      server.departs = [];
    },
  },
};
