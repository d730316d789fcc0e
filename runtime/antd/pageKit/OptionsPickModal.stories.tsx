import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { SCHEMA_USER, withSchemaServer } from '../../../stories/pages/schemaStory';
import { OptionsPickModal } from './OptionsPickModal';

const answer = (result: unknown, success = true) => ({
  success,
  code: success ? 200 : 500,
  message: success ? '' : '部门角色加载失败',
  result,
  timestamp: 0,
});

/** A department's roles and the one the user already holds, as the department-role routes give them. */
function departRoles(roles: unknown, fail = false) {
  return (server: MemoryServer) => {
    server.intercept = ({ path }) => {
      if (path === '/sys/sysDepartRole/getDeptRoleList') return fail ? answer(null, false) : answer(roles);
      if (path === '/sys/sysDepartRole/getDeptRoleByUserId') return answer([{ id: 'x1', droleId: 'd2' }]);
      return undefined;
    };
  };
}

const ROLES = [
  { id: 'd1', roleName: '一线客服' },
  { id: 'd2', roleName: '二线专家' },
  { id: 'd3', roleName: '值班经理' },
];

const meta = {
  title: 'Actions/OptionsPickModal',
  component: OptionsPickModal,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER, server: departRoles(ROLES) },
  args: {
    open: true,
    title: '分配部门角色',
    options: {
      api: '/sys/sysDepartRole/getDeptRoleList',
      params: { departId: 'dep1' },
      valueField: 'id',
      labelField: 'roleName',
    },
    current: {
      api: '/sys/sysDepartRole/getDeptRoleByUserId',
      params: { userId: 'u1' },
      valueField: 'droleId',
    },
    onOk: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof OptionsPickModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A department user's department roles: the one held is ticked; OK hands back the ticked and previous keys. */
export const Default: Story = {};

/** A department without roles says so. */
export const NothingToChoose: Story = { parameters: { server: departRoles([]) } };

/** A failed read shows the server's message with a retry, and OK stays disabled. */
export const ReadFailed: Story = { parameters: { server: departRoles(ROLES, true) } };
