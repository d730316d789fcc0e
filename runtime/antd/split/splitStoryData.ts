// A split page for the story and the unit test: the in-memory departments on the left, the positions
// list as the tab on the right, and tree actions (refresh, delete the selected node).
import { registerSchemaSource } from '../../render';
import type { SplitPageSchema } from '../../render/schemaLite';

export const STORY_SPLIT_ID = 'story.depart.split';

export const STORY_SPLIT_PAGE: SplitPageSchema = {
  id: STORY_SPLIT_ID,
  kind: 'split',
  title: { $t: 'story.split.title', default: '部门' },
  i18n: {
    'zh-CN': {
      'story.split.title': '部门',
      'story.split.positions': '职务',
      'story.split.delete': '删除',
      'story.split.deleteConfirm': '删除选中的部门？',
      'story.split.hint': '请在左侧选择部门',
    },
    'en-US': {
      'story.split.title': 'Departments',
      'story.split.positions': 'Positions',
      'story.split.delete': 'Delete',
      'story.split.deleteConfirm': 'Delete the selected department?',
      'story.split.hint': 'Select a department on the left',
    },
  },
  tree: { api: '/sys/sysDepart/queryTreeList', defaultExpandAll: true },
  emptyHint: { $t: 'story.split.hint' },
  tabs: [
    {
      key: 'positions',
      title: { $t: 'story.split.positions' },
      page: 'system.position.list',
      params: { departId: { $expr: 'record.key' } },
    },
  ],
  actions: [
    {
      id: 'delete',
      type: 'api',
      position: 'toolbar',
      label: { $t: 'story.split.delete' },
      danger: true,
      confirm: { $t: 'story.split.deleteConfirm' },
      api: { method: 'DELETE', url: '/sys/sysDepart/delete' },
      params: { id: { $expr: 'record.key' } },
      disabledWhen: { $expr: 'record == null' },
      onSuccess: ['refresh'],
    },
  ],
};

/**
 * Serves the story's split page from a schema source of its own (the repository's pages stay as they are).
 *
 * @example
 * registerSplitStorySource(); render(<SchemaPage pageId={STORY_SPLIT_ID} params={{}} />);
 */
export function registerSplitStorySource(page: SplitPageSchema = STORY_SPLIT_PAGE): void {
  registerSchemaSource({
    name: 'story-split',
    pages: () => [],
    loadPage: async (id) =>
      id === STORY_SPLIT_ID ? { path: 'schemas/pages/story/depart.split.json', value: page } : undefined,
    loadModel: async () => undefined,
  });
}
