// Icons the split page's toolbar actions may name (`icon`), and the default of each action type.
import {
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  ReloadOutlined,
  SubnodeOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Action } from '../../render/schemaLite';

const ICONS: Record<string, ReactNode> = {
  PlusOutlined: <PlusOutlined />,
  SubnodeOutlined: <SubnodeOutlined />,
  DeleteOutlined: <DeleteOutlined />,
  EditOutlined: <EditOutlined />,
  ReloadOutlined: <ReloadOutlined />,
};

/**
 * The icon of a toolbar action: the one it names, else a delete's bin or a refresh's arrows.
 *
 * @example
 * actionIconOf({ id: 'addChild', type: 'open', icon: 'SubnodeOutlined' } as Action);
 */
export function actionIconOf(action: Action): ReactNode {
  if (action.icon && ICONS[action.icon]) return ICONS[action.icon];
  if (action.danger) return <DeleteOutlined />;
  return action.type === 'refresh' ? <ReloadOutlined /> : undefined;
}
