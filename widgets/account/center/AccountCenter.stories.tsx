import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountHttp, storyProfile } from '../../../stories/fixtures/account';
import type { AppStoryParameters } from '../../../stories/decorators';
import { AccountCenter } from './AccountCenter';

const meta = {
  title: 'widgets/account/center/AccountCenter',
  component: AccountCenter,
  parameters: {
    route: '/account/center',
    user: { id: storyProfile.id, username: storyProfile.username, realname: storyProfile.realname },
    http: accountHttp,
  } satisfies AppStoryParameters,
} satisfies Meta<typeof AccountCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const English: Story = {
  parameters: { locale: 'en-US', http: accountHttp } satisfies AppStoryParameters,
};

/** A long name and no contact details. */
export const SparseProfile: Story = {
  parameters: {
    http: {
      ...accountHttp,
      '/sys/user/profile': {
        success: true,
        code: 200,
        message: '',
        timestamp: 0,
        result: {
          ...storyProfile,
          realname: '华东区域合作伙伴技术支持与运营服务中心高级客户经理',
          email: null,
          phone: null,
          birthday: null,
          departs: [],
        },
      },
    },
  } satisfies AppStoryParameters,
};
