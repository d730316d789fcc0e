import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SchemaIssue } from './api';
import type { DraftCheck } from './useDraftCheck';
import { DESIGNER_NS } from './locales';

/**
 * The live validation messages: each names the document, the JSON pointer and what was expected.
 *
 * @example
 * <IssueList check={check} />
 */
export function IssueList({ check, refused }: { check: DraftCheck; refused?: SchemaIssue[] }) {
  const { t } = useTranslation(DESIGNER_NS);
  const issues = refused && refused.length > 0 ? refused : check.issues;
  if (check.checking && !issues) return <Typography.Text type="secondary">{t('checking')}</Typography.Text>;
  if (!issues) return null;
  if (issues.length === 0)
    return <Alert type="success" showIcon message={check.checking ? t('checking') : t('valid')} />;
  return (
    <Alert
      type="error"
      showIcon
      message={t('issues', { count: issues.length })}
      description={
        <ul
          data-testid="designer-issues"
          style={{ margin: 0, paddingLeft: 18, maxHeight: 180, overflow: 'auto' }}
        >
          {issues.map((issue) => (
            <li key={issue.text}>
              <Typography.Text code>{`${issue.pointer || '/'}`}</Typography.Text> {issue.message}
              <Typography.Text
                type="secondary"
                style={{ fontSize: 12 }}
              >{` (${issue.file})`}</Typography.Text>
            </li>
          ))}
        </ul>
      }
    />
  );
}
