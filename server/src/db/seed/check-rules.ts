// Seeded check rules (api-contract §5.12). `common`: first character a letter; only letters, digits and
// underscores; 3 to 12 characters. Messages are stored data, in Chinese like the rest of the seed.

export interface CheckRuleSeed {
  ruleCode: string;
  ruleName: string;
  ruleJson: string;
  ruleDescription: string;
}

export const CHECK_RULE_SEED: readonly CheckRuleSeed[] = [
  {
    ruleCode: 'common',
    ruleName: '通用编码规则',
    ruleJson: JSON.stringify([
      { digits: '1', pattern: '[a-zA-Z]', message: '第一位只能是字母' },
      { digits: '*', pattern: '[a-zA-Z0-9_]*', message: '只能输入字母、数字和下划线' },
      { digits: '*', pattern: '.{3,}', message: '长度不能少于3位' },
      { digits: '*', pattern: '.{0,12}', message: '长度不能超过12位' },
    ]),
    ruleDescription: '首位为字母，仅含字母、数字和下划线，长度3到12位',
  },
];
