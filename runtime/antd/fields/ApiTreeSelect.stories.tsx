import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  SCHEMA_USER,
  withSchemaServer,
  type SchemaStoryParameters,
} from '../../../stories/pages/schemaStory';
import { ApiTreeSelect } from './ApiTreeSelect';
import { Controlled } from './storyHelpers';

// The menu tree as /sys/permission/queryTreeList answers it (api-contract §4.2), behind the fake server.
const MENU_TREE = {
  treeList: [
    { key: 'home', title: '首页', value: 'home', isLeaf: true },
    {
      key: 'system',
      title: '系统管理',
      value: 'system',
      isLeaf: false,
      children: [
        { key: 'menus', title: '菜单管理', value: 'menus', isLeaf: true },
        { key: 'users', title: '用户管理', value: 'users', isLeaf: true },
      ],
    },
  ],
  ids: ['home', 'system', 'menus', 'users'],
};

const withMenuTree: SchemaStoryParameters = {
  server: (server) => {
    server.intercept = ({ path }) =>
      path === '/sys/permission/queryTreeList'
        ? { success: true, code: 200, message: '', result: MENU_TREE, timestamp: 0 }
        : undefined;
  },
};

const meta = {
  title: 'Fields/ApiTreeSelect',
  component: ApiTreeSelect,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER, ...withMenuTree },
  args: {
    api: '/sys/permission/queryTreeList',
    resultPath: 'treeList',
    placeholder: '请选择上级菜单',
    style: { width: 280 },
  },
  render: (args) => (
    <Controlled
      initial={args.value}
      render={(value, onChange) => <ApiTreeSelect {...args} value={value as string} onChange={onChange} />}
    />
  ),
} satisfies Meta<typeof ApiTreeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A menu's parent, picked from the menu tree. */
export const Default: Story = {};

/** A stored value shows its label before the tree has loaded. */
export const WithValue: Story = { args: { value: 'system', initialLabel: '系统管理' } };

/** The endpoint refuses: the popup says so. */
export const LoadFailed: Story = {
  parameters: {
    server: (server: Parameters<NonNullable<SchemaStoryParameters['server']>>[0]) => {
      server.intercept = () => ({
        success: false,
        code: 403,
        message: '没有权限',
        result: null,
        timestamp: 0,
      });
    },
  },
};
