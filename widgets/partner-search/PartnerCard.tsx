import { Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicPartner } from './api';
import { PARTNER_SEARCH_NS } from './locales';

/** Tag colours by level, lowest to highest (dict partner_level). */
const LEVEL_COLORS: Record<string, string> = { '1': 'default', '2': 'blue', '3': 'gold', '4': 'purple' };

/** Only http(s) links are rendered as links; anything else stays text. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** The product lines with their labels (a value without a label shows as itself). */
function productLineTexts(partner: PublicPartner): { value: string; label: string }[] {
  const values = partner.productLines ?? [];
  const labels = (partner.productLines_dictText ?? '').split(',');
  return values.map((value, i) => ({ value, label: labels[i] || value }));
}

export interface PartnerCardProps {
  partner: PublicPartner;
}

/**
 * One certified partner in the search results: name, level, region, product lines and how to reach it.
 *
 * @example
 * <PartnerCard partner={record} />
 */
export function PartnerCard({ partner }: PartnerCardProps) {
  const { t } = useTranslation(PARTNER_SEARCH_NS);
  const level = partner.partnerLevel ?? '';
  const levelText = t(`level.${level}`, { defaultValue: partner.partnerLevel_dictText ?? level });
  const lines = productLineTexts(partner);
  return (
    <Card
      size="small"
      title={partner.companyName}
      extra={level && <Tag color={LEVEL_COLORS[level]}>{levelText}</Tag>}
    >
      <Space direction="vertical" size={6} style={{ width: '100%' }}>
        <Space wrap size={[4, 4]}>
          {partner.region && <Tag>{partner.region}</Tag>}
          {partner.industry && (
            <Typography.Text type="secondary">
              {t('industry')}: {partner.industry}
            </Typography.Text>
          )}
        </Space>
        {lines.length > 0 && (
          <Space wrap size={[4, 4]}>
            {lines.map((line) => (
              <Tag key={line.value} color="cyan">
                {line.label}
              </Tag>
            ))}
          </Space>
        )}
        {partner.intro && (
          <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
            {partner.intro}
          </Typography.Paragraph>
        )}
        {partner.website && (
          <Typography.Text style={{ wordBreak: 'break-all' }}>
            {t('website')}:{' '}
            {isWebLink(partner.website) ? (
              <a href={partner.website} target="_blank" rel="noopener noreferrer nofollow">
                {partner.website}
              </a>
            ) : (
              partner.website
            )}
          </Typography.Text>
        )}
        {partner.address && (
          <Typography.Text type="secondary">
            {t('address')}: {partner.address}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}
