// An unsaved module for the layout builder's stories and tests: a contact model (text, mobile, email,
// a dictionary, a date, a number, a switch) and its list, form and dialog pages as the designer's
// templates would start them.
import type {
  FormPageSchema,
  ListPageSchema,
  ModalPageSchema,
  ModelSchema,
} from '../../../runtime/schema/types';

export const CONTACT_MODEL: ModelSchema = {
  $id: 'urn:lowcode:model:online_contact',
  type: 'object',
  'x-label': { $t: 'contact.entity', default: '联系人' },
  'x-i18n': {
    'zh-CN': {
      'contact.entity': '联系人',
      'contact.name': '姓名',
      'contact.mobile': '手机',
      'contact.email': '邮箱',
      'contact.rank': '职级',
      'contact.since': '入职日期',
      'contact.score': '评分',
      'contact.active': '在职',
    },
    'en-US': {
      'contact.entity': 'Contact',
      'contact.name': 'Name',
      'contact.mobile': 'Mobile',
      'contact.email': 'Email',
      'contact.rank': 'Rank',
      'contact.since': 'Joined on',
      'contact.score': 'Score',
      'contact.active': 'Active',
    },
  },
  'x-storage': { table: 'online_contact', audit: true },
  'x-api': { basePath: '/online/contact', permissionPrefix: 'contact' },
  required: ['name'],
  properties: {
    id: { type: 'string', maxLength: 32, readOnly: true },
    name: { type: 'string', maxLength: 50, 'x-label': { $t: 'contact.name' } },
    mobile: { type: 'string', format: 'mobile', 'x-label': { $t: 'contact.mobile' } },
    email: { type: 'string', format: 'email', 'x-label': { $t: 'contact.email' } },
    rank: { type: 'string', 'x-dict': 'position_rank', 'x-label': { $t: 'contact.rank' } },
    since: { type: 'string', format: 'date', 'x-label': { $t: 'contact.since' } },
    score: { type: 'integer', minimum: 0, maximum: 100, 'x-label': { $t: 'contact.score' } },
    active: { type: 'boolean', 'x-label': { $t: 'contact.active' } },
  },
};

export const CONTACT_LIST: ListPageSchema = {
  id: 'online.contact.list',
  kind: 'list',
  menuKey: 'online/ContactList',
  title: { $t: 'contact.list.title', default: '联系人' },
  model: 'online_contact',
  i18n: { 'zh-CN': { 'contact.list.title': '联系人' }, 'en-US': { 'contact.list.title': 'Contacts' } },
  search: { fields: [{ field: 'name', op: 'like' }] },
  columns: [{ field: 'name', sortable: true }, { field: 'mobile' }, { field: 'rank', display: 'dictTag' }],
  table: { selection: 'checkbox' },
  actions: [
    {
      id: 'add',
      type: 'open',
      position: 'toolbar',
      icon: 'PlusOutlined',
      target: 'online.contact.modal',
      permission: 'contact:add',
      onSuccess: ['refresh'],
    },
    { id: 'export', type: 'export', position: 'toolbar', permission: 'contact:export' },
    {
      id: 'edit',
      type: 'open',
      position: 'row',
      target: 'online.contact.modal',
      permission: 'contact:edit',
      onSuccess: ['refresh'],
    },
  ],
};

export const CONTACT_FORM: FormPageSchema = {
  id: 'online.contact.form',
  kind: 'form',
  title: { $t: 'contact.form.title', default: '联系人' },
  model: 'online_contact',
  i18n: { 'zh-CN': { 'contact.form.title': '联系人' }, 'en-US': { 'contact.form.title': 'Contact' } },
  layout: { columns: 2 },
  submit: { onSuccess: ['close', 'refreshOpener'] },
  sections: [{ fields: [{ field: 'name' }, { field: 'mobile' }, { field: 'email' }, { field: 'rank' }] }],
};

export const CONTACT_MODAL: ModalPageSchema = {
  id: 'online.contact.modal',
  kind: 'modal',
  title: { $t: 'contact.modal.title', default: '联系人' },
  i18n: { 'zh-CN': { 'contact.modal.title': '联系人' }, 'en-US': { 'contact.modal.title': 'Contact' } },
  container: 'modal',
  content: { page: 'online.contact.form', params: { id: { $expr: 'params.id' } } },
};

/** Button permissions of the module, for a story's user. */
export const CONTACT_CODES = [
  'contact:add',
  'contact:edit',
  'contact:delete',
  'contact:export',
  'contact:import',
];
