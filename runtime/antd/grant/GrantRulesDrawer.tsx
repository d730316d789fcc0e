import { Button, Checkbox, Drawer, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../core';
import type { GrantRules } from '../../render/schemaLite';
import { useFeedback } from '../useFeedback';
import { PageSpin } from '../pageKit/PageSpin';
import type { GrantNode } from './grantState';
import { GRANT_NS } from './locales';
import { useGrantRules, type RulesState } from './useGrantRules';

export interface GrantRulesDrawerProps {
  rules: GrantRules;
  node: GrantNode;
  params: Record<string, unknown>;
  onClose: () => void;
}

/**
 * The data rules of one granted menu (数据规则): each rule of the menu with a checkbox, checked where
 * the holder applies it; Save posts the chosen ids. A menu without rules, or not granted yet, shows
 * the server's words.
 *
 * @example
 * <GrantRulesDrawer rules={page.rules} node={node} params={{ roleId }} onClose={close} />
 */
export function GrantRulesDrawer({ rules, node, params, onClose }: GrantRulesDrawerProps) {
  const { t } = useTranslation(GRANT_NS);
  const { message } = useFeedback();
  const { state, save } = useGrantRules(rules, node, params);
  // The user's choice, for the rules it was made on. Not copied from the server's in an effect: a
  // click right after the rules showed (before the effect ran) was overwritten by the server's ids.
  const [choice, setChoice] = useState<{ on: RulesState; ids: string[] }>();
  const [saving, setSaving] = useState(false);
  const checked = choice?.on === state ? choice.ids : state.status === 'ready' ? state.checked : [];

  const onSave = async () => {
    setSaving(true);
    try {
      void message.success((await save(checked)) || t('saved'));
      onClose();
    } catch (error) {
      void message.error(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      width={480}
      title={t('rulesTitle', { menu: String(node.title) })}
      onClose={onClose}
      destroyOnHidden
      footer={
        state.status === 'ready' && (
          <Space style={{ float: 'right' }}>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => void onSave()}>
              {t('save')}
            </Button>
          </Space>
        )
      }
    >
      {state.status === 'loading' && <PageSpin />}
      {state.status === 'none' && <Empty description={state.message || t('rulesNone')} />}
      {state.status === 'ready' && (
        <Checkbox.Group value={checked} onChange={(ids) => setChoice({ on: state, ids: ids.map(String) })}>
          <Space direction="vertical">
            {state.rules.map((rule) => (
              <Checkbox key={rule.id} value={rule.id}>
                {rule.ruleName}{' '}
                <Typography.Text type="secondary">
                  {[rule.ruleColumn, rule.ruleConditions, rule.ruleValue].filter(Boolean).join(' ')}
                </Typography.Text>
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
    </Drawer>
  );
}
