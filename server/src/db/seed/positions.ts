// Positions (sys_position) of the cloud provider's support center, inserted once when the table is
// first created. Codes follow the model's pattern and the `common` check rule the position form applies
// (a letter first, letters, digits and underscores, 3 to 12 characters); ranks are position_rank items
// (1 员级, 2 助级, 3 中级, 4 副高级, 5 正高级). Names are stored data, in Chinese like the rest of the seed.

export interface PositionSeed {
  code: string;
  name: string;
  postRank: string;
}

export const POSITION_SEED: readonly PositionSeed[] = [
  { code: 'serviceRep', name: '客服专员', postRank: '1' },
  { code: 'supportEng', name: '技术支持工程师', postRank: '2' },
  { code: 'srSupportEng', name: '高级技术支持工程师', postRank: '3' },
  { code: 'serviceMgr', name: '售后服务经理', postRank: '3' },
  { code: 'csManager', name: '客户成功经理', postRank: '3' },
  { code: 'channelMgr', name: '渠道经理', postRank: '3' },
  { code: 'tam', name: '技术客户经理', postRank: '4' },
  { code: 'solutionArch', name: '解决方案架构师', postRank: '4' },
  { code: 'supportDir', name: '支持中心总监', postRank: '5' },
];
