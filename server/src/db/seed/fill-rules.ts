// Seeded fill rules (api-contract §5.13, in our own shape): `case_no` numbers work orders as CS + the
// day + a four-digit sequence restarting each day (CS202611260001), the format cases always had;
// `sales_cert_no` numbers sales certificates SC-20261126-0001.
// Names are stored data, in Chinese like the rest of the seed.

export interface FillRuleSeed {
  ruleName: string;
  ruleCode: string;
  prefix: string;
  datePattern: string;
  separator: string;
  digits: number;
  resetPeriod: string;
  perDepartment: boolean;
  remark: string;
}

export const FILL_RULE_SEED: readonly FillRuleSeed[] = [
  {
    ruleName: '工单编号',
    ruleCode: 'case_no',
    prefix: 'CS',
    datePattern: 'yyyyMMdd',
    separator: '',
    digits: 4,
    resetPeriod: 'day',
    perDepartment: false,
    remark: '工单（biz_case）的编号：CS + 日期 + 每日重置的4位序号',
  },
  {
    // SC-20261126-0001: the separator after the date, the prefix carries its own hyphen.
    ruleName: '销售证书编号',
    ruleCode: 'sales_cert_no',
    prefix: 'SC-',
    datePattern: 'yyyyMMdd',
    separator: '-',
    digits: 4,
    resetPeriod: 'day',
    perDepartment: false,
    remark: '销售证书（biz_sales_certificate）的编号：SC- + 日期 + - + 每日重置的4位序号',
  },
];
