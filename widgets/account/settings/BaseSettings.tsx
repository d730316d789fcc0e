import { App, Button, Col, DatePicker, Form, Input, Row, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDictItems, saveUserInfo, type DictOption } from '../../../runtime/core';
import { fetchProfile, MOBILE_PATTERN, saveProfile, type ProfileChanges } from '../api';
import { ACCOUNT_NS } from '../locales';
import { useAccountData } from '../useAccountData';
import { AvatarField } from './AvatarField';
import { PhoneCodeButton } from './PhoneCodeButton';

interface BaseValues {
  realname: string;
  email?: string;
  phone?: string;
  smscode?: string;
  sex?: number | null;
  birthday?: Dayjs | null;
  avatar?: string | null;
}

/**
 * Base information of the user's own record (PUT /sys/user/profile): name, email, mobile number (a new
 * one needs the SMS code sent to it), gender, birthday and avatar. Saving refreshes the header's name.
 *
 * @example
 * <BaseSettings />
 */
export function BaseSettings() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<BaseValues>();
  const profile = useAccountData(fetchProfile);
  const [sexes, setSexes] = useState<DictOption[]>([]);
  const [saving, setSaving] = useState(false);
  const [hint, setHint] = useState<string>();
  const phone = Form.useWatch('phone', form);
  const phoneChanged = Boolean(phone && profile.data && phone !== (profile.data.phone ?? ''));

  useEffect(() => {
    getDictItems('sex').then(setSexes, () => setSexes([]));
  }, []);
  useEffect(() => {
    const user = profile.data;
    if (!user) return;
    form.setFieldsValue({
      realname: user.realname ?? '',
      email: user.email ?? '',
      phone: user.phone ?? '',
      sex: user.sex ?? null,
      birthday: user.birthday ? dayjs(user.birthday) : null,
      avatar: user.avatar ?? null,
    });
  }, [form, profile.data]);

  if (!profile.data) return <Skeleton active paragraph={{ rows: 8 }} />;

  const save = async (values: BaseValues) => {
    const changes: ProfileChanges = {
      realname: values.realname.trim(),
      email: values.email?.trim() ?? '',
      phone: values.phone?.trim() ?? '',
      sex: values.sex ?? null,
      birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : '',
      avatar: values.avatar ?? '',
      ...(phoneChanged && values.smscode ? { smscode: values.smscode.trim() } : {}),
    };
    setSaving(true);
    try {
      const envelope = await saveProfile(changes);
      if (!envelope.success) return void message.error(envelope.message);
      saveUserInfo(envelope.result);
      form.setFieldValue('smscode', undefined);
      setHint(undefined);
      profile.reload();
      void message.success(envelope.message || t('saved'));
    } catch {
      // The HTTP client already showed the server's message (e.g. a field it refused).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" name="account-base" onFinish={(v) => void save(v)}>
      <Row gutter={32}>
        <Col xs={{ span: 24, order: 2 }} md={{ span: 14, order: 1 }}>
          <Form.Item
            name="realname"
            label={t('realname')}
            rules={[{ required: true, whitespace: true, message: t('realnameRequired') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="email" label={t('email')} rules={[{ type: 'email', message: t('emailInvalid') }]}>
            <Input inputMode="email" maxLength={45} />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('phone')}
            rules={[{ pattern: MOBILE_PATTERN, message: t('phoneInvalid') }]}
          >
            <Input inputMode="numeric" maxLength={11} />
          </Form.Item>
          {phoneChanged && (
            <Form.Item label={t('smsCode')} required extra={hint ?? t('smsCodeHint')}>
              <div style={{ display: 'flex', gap: 8 }}>
                <Form.Item
                  name="smscode"
                  noStyle
                  rules={[
                    { required: true, message: t('smsCodeRequired') },
                    { pattern: /^\d{6}$/, message: t('smsCodeInvalid') },
                  ]}
                >
                  <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
                </Form.Item>
                <PhoneCodeButton
                  getMobile={() => form.validateFields(['phone']).then((v) => v.phone)}
                  onResult={({ sent, message: text }) => {
                    setHint(sent ? text : undefined);
                    if (!sent) void message.error(text);
                  }}
                />
              </div>
            </Form.Item>
          )}
          <Form.Item name="sex" label={t('sex')}>
            <Select
              allowClear
              options={[
                { value: 0, label: t('sexUnknown') },
                ...sexes.map((o) => ({ value: Number(o.value), label: o.text ?? o.title ?? o.value })),
              ]}
            />
          </Form.Item>
          <Form.Item name="birthday" label={t('birthday')}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('save')}
          </Button>
        </Col>
        <Col
          xs={{ span: 24, order: 1 }}
          md={{ span: 10, order: 2 }}
          style={{ textAlign: 'center', marginBottom: 24 }}
        >
          <Form.Item name="avatar" label={t('avatar')}>
            <AvatarField name={profile.data.realname || profile.data.username} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
