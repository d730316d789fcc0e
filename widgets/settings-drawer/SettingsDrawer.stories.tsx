import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { adminUser } from '../../stories/fixtures/user';
import { shellStoryLoader, withAntdApp, type ShellStoryParameters } from '../shell/shellStory';
import { SettingsDrawer } from './SettingsDrawer';

type Parameters = AppStoryParameters & ShellStoryParameters;

const meta = {
  title: 'widgets/settings-drawer/SettingsDrawer',
  component: SettingsDrawer,
  args: { open: true, onClose: () => undefined },
  loaders: [shellStoryLoader],
  decorators: [withAntdApp],
  parameters: { user: adminUser } satisfies Parameters,
} satisfies Meta<typeof SettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every setting at its SPEC §3 default. */
export const Defaults: Story = {};

/** Top mode: fluid width can be chosen, the fixed side menu cannot. */
export const TopMenu: Story = {
  parameters: {
    user: adminUser,
    settings: { layoutMode: 'topmenu', contentWidth: 'Fluid' },
  } satisfies Parameters,
};

/** Dark menu, a preset colour, no fixed header (auto-hide unavailable), colour-weak on, tabs off. */
export const Customised: Story = {
  parameters: {
    user: adminUser,
    settings: {
      navTheme: 'dark',
      primaryColor: '#13C2C2',
      fixedHeader: false,
      colorWeak: true,
      multipage: false,
    },
  } satisfies Parameters,
};

export const English: Story = {
  parameters: { user: adminUser, locale: 'en-US' } satisfies Parameters,
};
