// The six standard actions of a list page as switches, each with its permission code (filled in from
// the model's permission prefix when switched on, editable after).
import { Flex, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListLayout } from './listLayout';
import { LAYOUT_NS } from './locales';
import { STANDARD_ACTIONS, type StandardActionId } from './standardActions';

/**
 * @example
 * <ActionToggles actions={layout.actions} onToggle={(id, on) => …} onPermission={(id, code) => …} />
 */
export interface ActionTogglesProps {
  actions: ListLayout['actions'];
  onToggle: (id: StandardActionId, on: boolean) => void;
  onPermission: (id: StandardActionId, code: string) => void;
}

export function ActionToggles({ actions, onToggle, onPermission }: ActionTogglesProps) {
  const { t } = useTranslation(LAYOUT_NS);
  return (
    <Flex vertical gap={6}>
      {STANDARD_ACTIONS.map((id) => {
        const action = actions[id];
        const label = t(`action_${id}`);
        return (
          <Flex key={id} align="center" gap={8} data-action={id}>
            <Switch
              size="small"
              checked={Boolean(action)}
              aria-label={label}
              onChange={(on) => onToggle(id, on)}
            />
            <Typography.Text style={{ width: 56 }}>{label}</Typography.Text>
            <Input
              size="small"
              aria-label={`${label} ${t('permission')}`}
              placeholder={t('permission')}
              disabled={!action}
              value={action?.permission ?? ''}
              onChange={(e) => onPermission(id, e.target.value)}
              style={{ maxWidth: 220 }}
            />
          </Flex>
        );
      })}
    </Flex>
  );
}
