// Seeded department tree. Org codes are hierarchical (A01, A01A01…); org_type is the depth and
// org_category follows dict org_category (1 公司, 2 部门), as api-contract §5.5 describes.

export interface DepartSeed {
  orgCode: string;
  parentOrgCode: string | null;
  name: string;
  nameEn: string;
  orgCategory: '1' | '2' | '3';
  order: number;
}

export const DEPART_SEED: readonly DepartSeed[] = [
  { orgCode: 'A01', parentOrgCode: null, name: '总部', nameEn: 'Headquarters', orgCategory: '1', order: 1 },
  {
    orgCode: 'A01A01',
    parentOrgCode: 'A01',
    name: '技术支持部',
    nameEn: 'Technical Support',
    orgCategory: '2',
    order: 1,
  },
  {
    orgCode: 'A01A02',
    parentOrgCode: 'A01',
    name: '客户服务部',
    nameEn: 'Customer Service',
    orgCategory: '2',
    order: 2,
  },
  { orgCode: 'A01A03', parentOrgCode: 'A01', name: '销售部', nameEn: 'Sales', orgCategory: '2', order: 3 },
  { orgCode: 'A02', parentOrgCode: null, name: '合作伙伴', nameEn: 'Partners', orgCategory: '1', order: 2 },
  {
    orgCode: 'A02A01',
    parentOrgCode: 'A02',
    name: '华东合作伙伴',
    nameEn: 'East China Partners',
    orgCategory: '2',
    order: 1,
  },
];

/** org_type is the level in the tree: one letter and two digits per level. */
export function orgTypeOf(orgCode: string): string {
  return String(orgCode.length / 3);
}
