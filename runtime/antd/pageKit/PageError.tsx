import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatIssue, SchemaError } from '../../render/schemaLite';
import { SCHEMA_NS } from '../../render/locales';
import { PageNotFoundError } from '../../render/schema/loadPageBundle';

export interface PageErrorProps {
  error: unknown;
  onRetry?: () => void;
}

/**
 * Why a schema page cannot render: each schema problem with its file and JSON pointer, a missing
 * page, or the load failure's message. Never a blank page.
 *
 * @example
 * <PageError error={state.error} onRetry={retry} />
 */
export function PageError({ error, onRetry }: PageErrorProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const retry = onRetry && (
    <Button onClick={onRetry} key="retry">
      {t('page.retry')}
    </Button>
  );
  if (error instanceof SchemaError) {
    return (
      <Result status="error" title={t('page.invalidTitle')} subTitle={t('page.invalidHint')} extra={retry}>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {error.issues.map((issue) => (
            <li key={formatIssue(issue)}>
              <Typography.Text code>{`${issue.file}#${issue.pointer}`}</Typography.Text> {issue.message}
            </li>
          ))}
        </ul>
      </Result>
    );
  }
  if (error instanceof PageNotFoundError) {
    return <Result status="404" title={t('page.notFound', { id: error.pageId })} />;
  }
  const reason = error instanceof Error ? error.message : String(error);
  return <Result status="error" title={t('page.loadFailed')} subTitle={reason} extra={retry} />;
}

/**
 * Shown instead of a page whose `permission` the user lacks.
 *
 * @example
 * <PageForbidden />
 */
export function PageForbidden() {
  const { t } = useTranslation(SCHEMA_NS);
  return <Result status="403" title="403" subTitle={t('page.forbidden')} />;
}

/**
 * Shown when an online form or report names a model without any page.
 *
 * @example
 * <PageMissing model="biz_case" />
 */
export function PageMissing({ model }: { model: string }) {
  const { t } = useTranslation(SCHEMA_NS);
  return <Result status="404" title={t('page.noModel', { model })} />;
}

/**
 * Shown instead of a page whose `kind` has no registered view (registerPageKind), rather than failing.
 *
 * @example
 * <PageUnknownKind pageId="system.org.tree" kind="tree" />
 */
export function PageUnknownKind({ pageId, kind }: { pageId: string; kind: string }) {
  const { t } = useTranslation(SCHEMA_NS);
  return (
    <Result
      status="error"
      title={t('page.unknownKind', { kind })}
      subTitle={t('page.unknownKindHint', { id: pageId })}
    />
  );
}

export default PageError;
