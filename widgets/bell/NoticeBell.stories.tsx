import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryLiveProvider, setLiveProvider, userChannel } from '../../runtime/core/live';
import type { AppStoryParameters } from '../../stories/decorators';
import { adminUser } from '../../stories/fixtures/user';
import { NoticeBell } from './NoticeBell';
import {
  announcement,
  bellRoutes,
  caseNotice,
  longTitleNotice,
  maintenanceNotice,
  manyNotices,
  noticeList,
} from './storyFixtures';

/** The stories' live channel: play functions push messages through it instead of a server. */
const storyLive = createMemoryLiveProvider();

const meta = {
  title: 'widgets/bell/NoticeBell',
  component: NoticeBell,
  args: { defaultOpen: true },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '16px 48px', minHeight: 520 }}>
      <NoticeBell {...args} />
    </div>
  ),
  loaders: [
    () => {
      setLiveProvider(storyLive);
      return {};
    },
  ],
  parameters: { user: adminUser, http: bellRoutes(manyNotices) } satisfies AppStoryParameters,
} satisfies Meta<typeof NoticeBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread: no badge, both tabs at zero. */
export const Empty: Story = {
  parameters: { user: adminUser, http: bellRoutes(noticeList([], [])) } satisfies AppStoryParameters,
};

/** 31 unread: the first five of each category and the full totals on the tabs and the badge. */
export const Many: Story = {};

/** One item per priority: general (blue), important (orange), urgent (red). */
export const EachPriority: Story = {
  parameters: {
    user: adminUser,
    http: bellRoutes(
      noticeList(
        [
          announcement('p-l', { titile: '知识库文章更新', priority: 'L' }),
          announcement('p-m', { titile: '服务等级协议调整', priority: 'M' }),
          announcement('p-h', { titile: '紧急：核心网络故障', priority: 'H' }),
        ],
        [],
      ),
    ),
  } satisfies AppStoryParameters,
};

/** Titles longer than the popover: cut with an ellipsis, the whole title in the tooltip. */
export const LongTitles: Story = {
  parameters: {
    user: adminUser,
    http: bellRoutes(
      noticeList([longTitleNotice, { ...longTitleNotice, id: 'a-long-2', priority: 'L' }], []),
    ),
  } satisfies AppStoryParameters,
};

/** English texts. */
export const English: Story = {
  parameters: {
    locale: 'en-US',
    user: adminUser,
    http: bellRoutes(manyNotices),
  } satisfies AppStoryParameters,
};

/** Closed, as the header shows it; the server pushes an urgent message and the '消息提醒' pop-up appears. */
export const LivePush: Story = {
  args: { defaultOpen: false },
  parameters: {
    user: adminUser,
    http: bellRoutes(noticeList([maintenanceNotice], [caseNotice])),
  } satisfies AppStoryParameters,
  play: async () => {
    // The bell subscribes in an effect; give it a tick before pushing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    storyLive.publish({
      channel: userChannel(adminUser.id),
      type: 'user',
      payload: { cmd: 'user', msgId: maintenanceNotice.id, msgTxt: maintenanceNotice.titile },
      date: new Date(),
    });
  },
};
