import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPage } from '../../runtime/antd/page/SchemaPage';
import { registerSchemaSource } from '../../runtime/render';
import { SCHEMA_USER, withSchemaServer } from './schemaStory';

// A second schema source holding one broken page (a column naming a property the model lacks, and
// an unknown display), as a database-stored schema could be.
const withBrokenSource: Decorator = (Story) => {
  registerSchemaSource({
    name: 'story-broken',
    pages: () => [],
    loadPage: async (id) =>
      id === 'story.broken.list'
        ? {
            path: 'schemas/pages/story/broken.list.json',
            value: {
              id: 'story.broken.list',
              kind: 'list',
              title: 'Broken',
              model: 'sys_position',
              columns: [{ field: 'salary' }, { field: 'name', display: 'sparkle' }],
            },
          }
        : undefined,
    loadModel: async () => undefined,
  });
  return <Story />;
};

// Positions and check rules, rendered from schemas/pages/system/{position,checkRule}.*.json.
const meta = {
  title: 'Pages/System/Positions and check rules',
  component: SchemaPage,
  decorators: [withSchemaServer],
  parameters: { ...SCHEMA_USER },
  args: { pageId: 'system.position.list', params: {} },
} satisfies Meta<typeof SchemaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Positions (menu component system/SysPositionList). */
export const Positions: Story = {};

/** The position form: duplicate check and the `common` code rule on the code. */
export const PositionForm: Story = { args: { pageId: 'system.position.form' } };

/** Check rules (menu component system/SysCheckRuleList). */
export const CheckRules: Story = { args: { pageId: 'system.checkRule.list' } };

/** A page id that no schema declares: the not-found result. */
export const UnknownPage: Story = { args: { pageId: 'system.nothing.list' } };

/** A page whose schema is broken: the error names each file and JSON pointer, never a blank page. */
export const BrokenSchema: Story = {
  args: { pageId: 'story.broken.list' },
  decorators: [withBrokenSource],
};
