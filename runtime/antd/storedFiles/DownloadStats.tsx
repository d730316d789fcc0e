import { Button, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, getAction } from '../../core';
import { FILES_NS } from '../files/locales';

interface OrgCount {
  orgCode: string | null;
  orgName: string | null;
  count: number;
}

const STATS_API = '/sys/file/downloadStats';

/**
 * A file's downloads by organisation (each partner's own count; staff see every partner's), read
 * when the popover opens.
 *
 * @example
 * <DownloadStats fileId="3f…9a" />
 */
export function DownloadStats({ fileId }: { fileId: string }) {
  const { t } = useTranslation(FILES_NS);
  const [rows, setRows] = useState<OrgCount[]>();
  const [error, setError] = useState<string>();
  const load = (open: boolean) => {
    if (!open) return;
    setError(undefined);
    getAction<{ byOrg: OrgCount[] }>(STATS_API, { id: fileId }).then(
      (envelope) => (envelope.success ? setRows(envelope.result.byOrg) : setError(envelope.message)),
      (err: unknown) => setError(errorMessageOf(err)),
    );
  };
  const content = error ? (
    <Typography.Text type="danger">{`${t('statsFailed')}: ${error}`}</Typography.Text>
  ) : !rows ? (
    <Spin size="small" />
  ) : rows.length === 0 ? (
    <Typography.Text type="secondary">{t('noDownloads')}</Typography.Text>
  ) : (
    <table data-testid="download-stats">
      <tbody>
        {rows.map((row) => (
          <tr key={row.orgCode ?? ''}>
            <td style={{ paddingRight: 16 }}>{row.orgName ?? row.orgCode ?? t('noOrg')}</td>
            <td style={{ textAlign: 'right' }}>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Popover trigger="click" title={t('byOrg')} content={content} onOpenChange={load}>
      <Button type="link" size="small" style={{ padding: 0, height: 'auto' }}>
        {t('byOrg')}
      </Button>
    </Popover>
  );
}
