import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPage } from '../../runtime/antd/page/SchemaPage';
import { SCHEMA_PERMISSIONS } from '../fixtures/schemaData';
import { THIRD_PROVIDER_CODES, answerThirdProviders } from '../fixtures/thirdProviders';
import { SCHEMA_USER, withSchemaServer, type SchemaStoryParameters } from './schemaStory';

// The third-party sign-in providers' admin page (menu component system/SysThirdProviderList), rendered
// from schemas/pages/system/thirdProvider.*.json over a fake of the hand-written provider routes.
const meta = {
  title: 'Pages/System/Third-party sign-in',
  component: SchemaPage,
  decorators: [withSchemaServer],
  parameters: {
    ...SCHEMA_USER,
    codes: [...SCHEMA_PERMISSIONS, ...THIRD_PROVIDER_CODES],
    server: (server) => void answerThirdProviders(server),
  } satisfies SchemaStoryParameters & typeof SCHEMA_USER,
  args: { pageId: 'system.thirdProvider.list', params: {} },
} satisfies Meta<typeof SchemaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The providers: first-login policy, enabled and whether a secret is set as tags. */
export const Providers: Story = {};

/** A new provider: the form's four groups. */
export const AddForm: Story = { args: { pageId: 'system.thirdProvider.form' } };

/** Editing a provider: the secret field empty, kept unless typed again. */
export const EditForm: Story = { args: { pageId: 'system.thirdProvider.form', params: { id: 'p1' } } };
