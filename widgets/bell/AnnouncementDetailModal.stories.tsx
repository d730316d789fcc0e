import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { adminUser } from '../../stories/fixtures/user';
import { AnnouncementDetailModal } from './AnnouncementDetailModal';
import {
  caseNotice,
  componentNotice,
  longTitleNotice,
  maintenanceNotice,
  unsafeNotice,
} from './storyFixtures';

const meta = {
  title: 'widgets/bell/AnnouncementDetailModal',
  component: AnnouncementDetailModal,
  args: { announcement: maintenanceNotice, onClose: () => undefined },
  parameters: { user: adminUser } satisfies AppStoryParameters,
} satisfies Meta<typeof AnnouncementDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rich content: heading, bold text and a list. */
export const Default: Story = {};

/** openType url: '去处理' goes to the work order list. */
export const GoAndHandle: Story = { args: { announcement: caseNotice } };

/** openType component: the view named by openPage, or the not-available text when none is registered. */
export const ComponentView: Story = { args: { announcement: componentNotice } };

/** A script, an onerror attribute, a javascript: link and an iframe in the content: none survives. */
export const UnsafeContent: Story = { args: { announcement: unsafeNotice } };

/** A title longer than the modal is wide wraps. */
export const LongTitle: Story = { args: { announcement: longTitleNotice } };

/** English texts. */
export const English: Story = {
  args: { announcement: caseNotice },
  parameters: { locale: 'en-US', user: adminUser } satisfies AppStoryParameters,
};
