// JSON schemas of the user administration routes: lengths follow the sys_user columns, so an over-long
// value is a 400 naming the field instead of a database error; id lists are bounded (MAX_IDS).
import { MAX_IDS } from '../../services/user-admin-context.js';

/** A comma list (`a,b,`) or an array of ids. */
export const idsSchema = {
  type: ['string', 'array', 'null'],
  maxLength: MAX_IDS * 65,
  maxItems: MAX_IDS,
  items: { type: 'string', maxLength: 64 },
} as const;

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const userProperties = {
  id: { type: 'string', minLength: 1, maxLength: 32 },
  username: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[^\\s,]+$' },
  realname: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  avatar: text(255),
  birthday: { type: ['string', 'null'], pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' },
  sex: { type: ['integer', 'null'], enum: [0, 1, 2, null] },
  email: { type: ['string', 'null'], maxLength: 45, pattern: '^([^\\s@]+@[^\\s@]+)?$' },
  phone: { type: ['string', 'null'], maxLength: 45, pattern: '^[0-9+\\- ]*$' },
  workNo: text(100),
  post: text(100),
  telephone: text(45),
  userIdentity: { type: ['integer', 'null'], enum: [1, 2, null] },
  departIds: idsSchema,
  selectedroles: idsSchema,
  selecteddeparts: idsSchema,
} as const;

export const addUserSchema = {
  type: 'object',
  required: ['username', 'realname', 'password'],
  properties: {
    ...userProperties,
    password: { type: 'string', minLength: 8, maxLength: 100 },
  },
} as const;

export const editUserSchema = {
  type: 'object',
  required: ['id'],
  properties: userProperties,
} as const;

/** Why an administrator froze, restored or purged users: optional, bounded, kept in the operation log. */
export const reasonSchema = { type: ['string', 'null'], maxLength: 200 } as const;

export const frozenSchema = {
  type: 'object',
  required: ['ids', 'status'],
  properties: { ids: idsSchema, status: { type: 'string', enum: ['1', '2'] }, reason: reasonSchema },
} as const;

export const changePasswordSchema = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 8, maxLength: 100 },
  },
} as const;

export const pagingProperties = {
  pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
} as const;

/** Filters of the user lists (api-contract §2.3 on SysUser). */
export const userFilterProperties = {
  ...pagingProperties,
  username: { type: 'string', maxLength: 100 },
  realname: { type: 'string', maxLength: 100 },
  phone: { type: 'string', maxLength: 45 },
  email: { type: 'string', maxLength: 45 },
  workNo: { type: 'string', maxLength: 100 },
  sex: { type: 'integer', minimum: 0, maximum: 2 },
  status: { type: 'integer', minimum: 1, maximum: 2 },
  departId: { type: 'string', maxLength: 32 },
  code: { type: 'string', maxLength: MAX_IDS * 65 },
  column: { type: 'string', maxLength: 50 },
  order: { type: 'string', maxLength: 10 },
} as const;

/** The admin user list's query (the service's shape: one type for the list and its export). */
export type { AdminListQuery as UserListQuery } from '../../services/user-admin-page.js';
