import { Alert, Form, Select, Spin, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_NS } from './locales';
import type { MsgType } from './types';
import { TARGET_URLS, useTargetOptions, type TargetOption } from './useTargetOptions';

const FIELD = { USER: 'userIds', ROLE: 'roleIds', DEPART: 'departIds' } as const;
const LABEL = { USER: 'form.users', ROLE: 'form.roles', DEPART: 'form.departs' } as const;
const REQUIRED = {
  USER: 'form.usersRequired',
  ROLE: 'form.rolesRequired',
  DEPART: 'form.departsRequired',
} as const;

function flatOptions(options: TargetOption[]) {
  return options.map(({ value, title }) => ({ value, label: title }));
}

/**
 * The recipients of an announcement addressed to chosen users, roles or departments: a multiple select
 * (a tree for departments) filled from the matching list endpoint. When that list cannot be loaded the
 * field says which endpoint is missing and stays required, so such an announcement cannot be saved
 * with a made-up audience.
 *
 * @example
 * <TargetField msgType="ROLE" />
 */
export function TargetField({ msgType }: { msgType: MsgType }) {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const { options, loading, unavailable } = useTargetOptions(msgType);
  if (msgType === 'ALL') return null;
  const name = FIELD[msgType];
  const common = {
    mode: 'multiple' as const,
    allowClear: true,
    disabled: unavailable,
    loading,
    notFoundContent: loading ? <Spin size="small" /> : undefined,
    'aria-label': t(LABEL[msgType]),
  };
  return (
    <>
      {unavailable && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('form.targetUnavailable', {
            what: t(`form.targetWhat.${msgType}`),
            url: TARGET_URLS[msgType],
            interpolation: { escapeValue: false },
          })}
        />
      )}
      <Form.Item
        name={name}
        label={t(LABEL[msgType])}
        rules={[{ required: true, type: 'array', min: 1, message: t(REQUIRED[msgType]) }]}
      >
        {msgType === 'DEPART' ? (
          <TreeSelect
            {...common}
            multiple
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_ALL}
            treeNodeFilterProp="title"
            treeData={options}
            treeDefaultExpandAll
          />
        ) : (
          <Select {...common} optionFilterProp="label" options={flatOptions(options)} />
        )}
      </Form.Item>
    </>
  );
}
