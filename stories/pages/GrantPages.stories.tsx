import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaDialog } from '../../runtime/antd/pageKit/SchemaDialog';
import { grantEndpoints } from '../fixtures/grantData';
import type { MemoryServer } from '../fixtures/memoryCrud';
import { SCHEMA_USER, withSchemaServer } from './schemaStory';

// Grant pages (kind `grant`): the role permission drawer over a small tree served by the in-memory
// server's intercept. Try: expand all, tick a button (its menu and group turn half-checked), turn
// linkage off, save; saving `添加用户` is refused with the server's message.
const meta = {
  title: 'Pages/Grant pages',
  component: SchemaDialog,
  decorators: [withSchemaServer],
  parameters: {
    ...SCHEMA_USER,
    server: (server: MemoryServer) => {
      server.intercept = grantEndpoints({ r1: ['home', 'system', 'role', 'role:add'] });
    },
  },
  args: {
    target: 'system.role.grantDrawer',
    params: { roleId: 'r1' },
    onDone: () => undefined,
    onClosed: () => undefined,
  },
} satisfies Meta<typeof SchemaDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A role holding the home page and one button of the role menu: its parents show half-checked. */
export const RolePermissions: Story = {};

/** A role holding nothing yet. */
export const EmptyRole: Story = { args: { params: { roleId: 'r2' } } };

/** In English. */
export const English: Story = { parameters: { locale: 'en-US' } };
