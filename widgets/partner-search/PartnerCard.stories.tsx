import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '../../stories/decorators';
import { PartnerCard } from './PartnerCard';

const meta = {
  title: 'widgets/partner-search/PartnerCard',
  component: PartnerCard,
  args: {
    partner: {
      companyName: '华东云联科技有限公司',
      partnerLevel: '3',
      partnerLevel_dictText: '金牌',
      region: '华东',
      industry: '制造业',
      productLines: ['ECS', 'RDS', 'OBS'],
      productLines_dictText: '弹性云主机,云数据库MySQL,对象存储',
      website: 'https://www.hdyunlian.example.com',
      address: '上海市浦东新区张江路 88 号',
      intro: '专注制造业上云迁移与运维托管，拥有 40 余名认证架构师。',
    },
  },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
} satisfies Meta<typeof PartnerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At a phone's width (375 px less the page padding). */
export const Default: Story = {};

/** A website that is not http(s) stays text, and missing properties leave no empty rows. */
export const Sparse: Story = {
  args: {
    partner: {
      companyName: '江城数联科技有限公司',
      partnerLevel: '1',
      region: '华中',
      industry: null,
      productLines: null,
      website: 'javascript:alert(1)',
      address: null,
      intro: null,
    },
  },
};

export const English: Story = {
  parameters: { locale: 'en-US' } satisfies AppStoryParameters,
};
