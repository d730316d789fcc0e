import { Button, Card, Col, Descriptions, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getCachedDictItems, localeAtom, permissionsAtom } from '../../../runtime/core';
import type { PageProps } from '../../../runtime/render';
import { AccountAvatar } from '../AccountAvatar';
import { fetchPreferences, fetchProfile } from '../api';
import { ACCOUNT_NS } from '../locales';
import { menuPages, pageTitle } from '../menuPages';
import { useAccountData } from '../useAccountData';

const LANGUAGE_NAMES: Record<string, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/**
 * The account center (`account/center/Index`): the signed-in user's own record — avatar, name, account,
 * roles, departments, contact details — and their preferences, from GET /sys/user/profile and
 * /sys/user/preferences, with a way to the settings.
 *
 * @example
 * registerPage('account/center/Index', () => import('./center/AccountCenter'));
 */
export function AccountCenter(_props: Partial<PageProps>) {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const routes = useAtomValue(permissionsAtom)?.routes;
  const profile = useAccountData(fetchProfile);
  const preferences = useAccountData(fetchPreferences);
  const pages = useMemo(() => menuPages(routes ?? [], locale), [routes, locale]);

  if (profile.failed) return <Result status="warning" title={t('loadFailed')} />;
  const user = profile.data;
  if (!user) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  const sex = getCachedDictItems('sex')?.find((o) => o.value === String(user.sex));
  const departName = (d: (typeof user.departs)[number]) =>
    locale === 'en-US' && d.departNameEn ? d.departNameEn : d.departName;
  const orNone = (value: unknown) =>
    value === null || value === undefined || value === '' ? t('none') : String(value);

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={8}>
        <Card>
          <Space direction="vertical" align="center" style={{ width: '100%' }}>
            <AccountAvatar path={user.avatar} name={user.realname || user.username} size={104} />
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="center-name">
              {user.realname || user.username}
            </Typography.Title>
            <Typography.Text type="secondary">{user.username}</Typography.Text>
            <Space wrap style={{ justifyContent: 'center' }}>
              {user.roles.map((r) => (
                <Tag key={r.roleCode} color="blue">
                  {r.roleName}
                </Tag>
              ))}
            </Space>
            <Button type="primary" onClick={() => navigate('/account/settings')}>
              {t('editProfile')}
            </Button>
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={t('centerTitle')}>
          <Descriptions column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('realname')}>{orNone(user.realname)}</Descriptions.Item>
            <Descriptions.Item label={t('username')}>{user.username}</Descriptions.Item>
            <Descriptions.Item label={t('email')}>{orNone(user.email)}</Descriptions.Item>
            <Descriptions.Item label={t('phone')}>{orNone(user.phone)}</Descriptions.Item>
            <Descriptions.Item label={t('sex')}>{sex?.text ?? sex?.title ?? orNone(null)}</Descriptions.Item>
            <Descriptions.Item label={t('birthday')}>{orNone(user.birthday)}</Descriptions.Item>
            <Descriptions.Item label={t('departs')} span={2}>
              {user.departs.length ? user.departs.map(departName).join(', ') : t('none')}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        {preferences.data && (
          <Card title={t('preferences')} style={{ marginTop: 24 }}>
            <Descriptions column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label={t('landingPage')}>
                {preferences.data.landingPage
                  ? pageTitle(pages, preferences.data.landingPage)
                  : t('defaultLanding')}
              </Descriptions.Item>
              <Descriptions.Item label={t('language')}>
                {preferences.data.language
                  ? (LANGUAGE_NAMES[preferences.data.language] ?? preferences.data.language)
                  : t('followBrowser')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
      </Col>
    </Row>
  );
}

export default AccountCenter;
