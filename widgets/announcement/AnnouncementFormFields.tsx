import { Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from './editor/RichTextEditor';
import { isBlankHtml } from './editor/editorDom';
import type { AnnouncementFormValues } from './formValues';
import { ANNOUNCEMENT_NS } from './locales';
import { useAnnouncementOptions } from './options';
import { TargetField } from './TargetField';

const EXTERNAL_OR_ROUTE = /^(https?:\/\/\S+|\/\S*)$/i;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * The fields of the announcement form: title, category, priority, audience and its recipients,
 * validity, scheduled publish, what it opens, and the content in the rich-text editor. Rendered inside
 * an antd Form whose values are AnnouncementFormValues.
 *
 * @example
 * <Form initialValues={toFormValues(record)}><AnnouncementFormFields /></Form>
 */
export function AnnouncementFormFields() {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const options = useAnnouncementOptions();
  const form = Form.useFormInstance<AnnouncementFormValues>();
  const msgType = Form.useWatch('msgType', form) ?? 'ALL';
  const openType = Form.useWatch('openType', form) ?? 'none';

  return (
    <>
      <Form.Item
        name="titile"
        label={t('title')}
        rules={[
          { required: true, whitespace: true, message: t('form.titleRequired') },
          { max: 100, message: t('form.titleMax') },
        ]}
      >
        <Input maxLength={100} showCount placeholder={t('titlePlaceholder')} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="msgCategory"
            label={t('category')}
            rules={[{ required: true, message: t('form.categoryRequired') }]}
          >
            <Radio.Group options={options.categories} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="priority"
            label={t('priorityLabel')}
            rules={[{ required: true, message: t('form.priorityRequired') }]}
          >
            <Radio.Group options={options.priorities} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="msgType"
        label={t('msgType')}
        rules={[{ required: true, message: t('form.msgTypeRequired') }]}
      >
        <Radio.Group options={options.msgTypes} />
      </Form.Item>
      <TargetField msgType={msgType} />
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item
            name="validity"
            label={t('form.validity')}
            rules={[
              {
                validator: (_, range: [Dayjs | null, Dayjs | null] | null) =>
                  range?.[0] && range[1] && range[1].isBefore(range[0])
                    ? Promise.reject(new Error(t('form.endBeforeStart')))
                    : Promise.resolve(),
              },
            ]}
          >
            <DatePicker.RangePicker
              showTime
              allowEmpty={[true, true]}
              format={TIME_FORMAT}
              placeholder={[t('form.startTime'), t('form.endTime')]}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            name="publishAt"
            label={t('form.publishAt')}
            tooltip={t('form.publishAtHint')}
            rules={[
              {
                validator: (_, value: Dayjs | null) =>
                  value && !value.isAfter(dayjs())
                    ? Promise.reject(new Error(t('form.publishAtPast')))
                    : Promise.resolve(),
              },
            ]}
          >
            <DatePicker showTime format={TIME_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="openType" label={t('form.openType')}>
        <Radio.Group
          options={(['none', 'url', 'component'] as const).map((value) => ({
            value,
            label: t(`form.openTypes.${value}`),
          }))}
        />
      </Form.Item>
      {openType !== 'none' && (
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item
              name="openPage"
              label={t('form.openPage')}
              extra={t(openType === 'url' ? 'form.openPageUrlHint' : 'form.openPageComponentHint')}
              rules={[
                { required: true, whitespace: true, message: t('form.openPageRequired') },
                ...(openType === 'url'
                  ? [{ pattern: EXTERNAL_OR_ROUTE, message: t('form.openPageInvalid') }]
                  : []),
              ]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="busId" label={t('form.busId')}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Form.Item
        name="msgContent"
        label={t('form.content')}
        required
        rules={[
          {
            validator: (_, html: string) =>
              isBlankHtml(html) ? Promise.reject(new Error(t('form.contentRequired'))) : Promise.resolve(),
          },
        ]}
      >
        <RichTextEditor placeholder={t('form.contentRequired')} />
      </Form.Item>
    </>
  );
}
