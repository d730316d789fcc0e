// "Add to menu": a menu item whose component is the stored page's menuKey, under a chosen parent. The
// menu reloads afterwards, so the entry shows at once.
import { App, Form, Input, Modal, TreeSelect } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getCoreStore,
  getLocale,
  loadPermissionsAndRoutes,
  permissionsAtom,
  type MenuItem,
} from '../../runtime/core';
import { onlinePageUrl } from '../../runtime/schema';
import { addToMenu } from './api';
import { DESIGNER_NS } from './locales';

interface TreeNode {
  value: string;
  title: string;
  children?: TreeNode[];
}

function toTree(items: readonly MenuItem[], english: boolean): TreeNode[] {
  return items.map((item) => ({
    value: item.id,
    title: (english && item.meta.titleEn) || item.meta.title,
    ...(item.children?.length ? { children: toTree(item.children, english) } : {}),
  }));
}

interface Values {
  parentId?: string;
  name: string;
  nameEn?: string;
  url: string;
}

export interface AddToMenuDialogProps {
  /** The stored page's row id, its page id and a default name. */
  target: { id: string; pageId: string; title: string } | null;
  onClose: () => void;
}

/**
 * @example
 * <AddToMenuDialog target={{ id, pageId: 'online.book.list', title: '图书' }} onClose={close} />
 */
export function AddToMenuDialog({ target, onClose }: AddToMenuDialogProps) {
  const { t } = useTranslation(DESIGNER_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const permissions = useAtomValue(permissionsAtom, { store: getCoreStore() });
  const tree = useMemo(() => toTree(permissions?.menu ?? [], getLocale() === 'en-US'), [permissions]);

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await addToMenu({
        id: target.id,
        parentId: values.parentId ?? null,
        name: values.name,
        ...(values.nameEn ? { nameEn: values.nameEn } : {}),
        url: values.url,
      });
      void message.success(t('menuAdded'));
      await loadPermissionsAndRoutes();
      onClose();
    } catch {
      // The shared error handler has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t('menuTitle')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      {target && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ name: target.title, url: onlinePageUrl(target.pageId) }}
        >
          <Form.Item name="parentId" label={t('menuParent')}>
            <TreeSelect
              allowClear
              treeData={tree}
              placeholder={t('menuParentNone')}
              treeDefaultExpandAll={false}
              showSearch
              treeNodeFilterProp="title"
            />
          </Form.Item>
          <Form.Item name="name" label={t('menuName')} rules={[{ required: true, message: t('required') }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('menuNameEn')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="url"
            label={t('menuUrl')}
            rules={[{ required: true, pattern: /^(\/[a-zA-Z0-9_-]+)+$/, message: t('required') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
