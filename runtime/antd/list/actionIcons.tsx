// Icons schemas may name on actions (`icon`), and the default icon of each action type.
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  ReloadOutlined,
  SyncOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Action } from '../../render/schemaLite';

const ICONS: Record<string, ReactNode> = {
  PlusOutlined: <PlusOutlined />,
  SyncOutlined: <SyncOutlined />,
  DownloadOutlined: <DownloadOutlined />,
  UploadOutlined: <UploadOutlined />,
  DeleteOutlined: <DeleteOutlined />,
  EditOutlined: <EditOutlined />,
  EyeOutlined: <EyeOutlined />,
  ReloadOutlined: <ReloadOutlined />,
};

const BY_TYPE: Partial<Record<Action['type'], ReactNode>> = {
  export: <DownloadOutlined />,
  import: <UploadOutlined />,
  delete: <DeleteOutlined />,
  refresh: <ReloadOutlined />,
  upload: <UploadOutlined />,
  download: <DownloadOutlined />,
  preview: <EyeOutlined />,
};

/**
 * The icon of a toolbar or header action: the one it names, else its type's.
 *
 * @example
 * actionIcon({ id: 'add', type: 'open', icon: 'PlusOutlined' } as Action);
 */
export function actionIcon(action: Action): ReactNode {
  return (action.icon && ICONS[action.icon]) ?? BY_TYPE[action.type];
}
