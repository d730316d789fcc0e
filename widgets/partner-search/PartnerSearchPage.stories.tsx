import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AppStoryParameters } from '../../stories/decorators';
import { PartnerSearchPage } from './PartnerSearchPage';

const envelope = <T,>(result: T) => ({ success: true, code: 200, message: '', result, timestamp: 0 });

const OPTIONS = envelope({
  levels: [
    { value: '1', label: '注册' },
    { value: '2', label: '银牌' },
    { value: '3', label: '金牌' },
    { value: '4', label: '白金' },
  ],
  productLines: [
    { value: 'ECS', label: '弹性云主机' },
    { value: 'CCE', label: '容器服务' },
    { value: 'OBS', label: '对象存储' },
    { value: 'ELB', label: '负载均衡' },
    { value: 'RDS', label: '云数据库MySQL' },
    { value: 'DWS', label: '数据仓库服务' },
  ],
  regions: ['华东', '华北', '华南'],
});

const RESULTS = envelope({
  total: 2,
  current: 1,
  size: 10,
  pages: 1,
  records: [
    {
      companyName: '北辰数智信息技术有限公司',
      partnerLevel: '4',
      partnerLevel_dictText: '白金',
      region: '华北',
      industry: '金融',
      productLines: ['CCE', 'ELB', 'DWS'],
      productLines_dictText: '容器服务,负载均衡,数据仓库服务',
      website: 'https://www.beichen-ai.example.com',
      address: '北京市海淀区中关村大街 27 号',
      intro: '服务银行与保险客户的云原生集成商，提供容器平台建设与 7×24 运维。',
    },
    {
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
  ],
});

const meta = {
  title: 'widgets/partner-search/PartnerSearchPage',
  component: PartnerSearchPage,
  parameters: {
    route: '/partner/search',
    http: { '/partner/search/options': OPTIONS, '/partner/search': RESULTS },
  } satisfies AppStoryParameters,
} satisfies Meta<typeof PartnerSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('华东云联科技有限公司')).toBeInTheDocument();
    await expect(canvas.getByText('共 2 家已认证合作伙伴')).toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  parameters: {
    http: {
      '/partner/search/options': OPTIONS,
      '/partner/search': envelope({ total: 0, current: 1, size: 10, pages: 0, records: [] }),
    },
  } satisfies AppStoryParameters,
};

export const English: Story = {
  parameters: { locale: 'en-US' } satisfies AppStoryParameters,
};
