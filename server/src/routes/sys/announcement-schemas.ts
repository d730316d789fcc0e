// JSON schemas of the announcement endpoints: types, lengths, enums and formats, checked before the
// handler runs (errors become one 400 naming each field). Rules across fields live in
// services/announcement-input.ts.

const DATE_TIME = {
  type: ['string', 'null'],
  pattern: '^(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2})?$',
} as const;
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const ids = {
  anyOf: [
    { type: 'string', maxLength: 100_000 },
    { type: 'array', items: { type: 'string' } },
    { type: 'null' },
  ],
};
const ID = { type: 'string', minLength: 1, maxLength: 64 } as const;

const fields = {
  titile: { type: 'string', maxLength: 100 },
  // The body limit (1 MB) bounds it; sanitising may only shorten it.
  msgContent: { type: ['string', 'null'] },
  msgAbstract: text(500),
  startTime: DATE_TIME,
  endTime: DATE_TIME,
  publishAt: DATE_TIME,
  priority: { type: 'string', enum: ['L', 'M', 'H'] },
  msgCategory: { type: 'string', enum: ['1', '2'] },
  msgType: { type: 'string', enum: ['ALL', 'USER', 'ROLE', 'DEPART'] },
  userIds: ids,
  roleIds: ids,
  departIds: ids,
  busType: text(20),
  busId: text(64),
  openType: { type: ['string', 'null'], enum: ['url', 'component', '', null] },
  openPage: text(255),
} as const;

export const addBodySchema = {
  type: 'object',
  required: ['titile', 'priority', 'msgCategory', 'msgType'],
  properties: fields,
} as const;

/** Edit sends the id and the fields it changes; the merged record is checked like an add. */
export const editBodySchema = {
  type: 'object',
  required: ['id'],
  properties: { id: ID, ...fields },
} as const;

export const idQuerySchema = { type: 'object', required: ['id'], properties: { id: ID } } as const;

export const idsQuerySchema = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'string', minLength: 1, maxLength: 10_000 } },
} as const;

const paging = {
  pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
} as const;

// No other parameter reaches the list's query: a stray `ids` once became an id filter with a variable
// per character (`[...'abc']`) and, at 32,766 characters, a failed statement.
export const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...paging,
    column: { type: 'string', maxLength: 200 },
    order: { type: 'string', maxLength: 10 },
    titile: { type: 'string', maxLength: 100 },
    sender: { type: 'string', maxLength: 100 },
    priority: { type: 'string', enum: ['', 'L', 'M', 'H'] },
    msgCategory: { type: 'string', enum: ['', '1', '2'] },
    msgType: { type: 'string', enum: ['', 'ALL', 'USER', 'ROLE', 'DEPART'] },
    sendStatus: { type: 'string', enum: ['', '0', '1', '2'] },
  },
} as const;

export const listByUserQuerySchema = {
  type: 'object',
  properties: { pageSize: { type: 'integer', minimum: 1, maximum: 100 } },
} as const;

export const myListQuerySchema = {
  type: 'object',
  properties: {
    ...paging,
    titile: { type: 'string', maxLength: 100 },
    sender: { type: 'string', maxLength: 100 },
    readFlag: { type: 'string', enum: ['', '0', '1'] },
    priority: { type: 'string', enum: ['', 'L', 'M', 'H'] },
    msgCategory: { type: 'string', enum: ['', '1', '2'] },
    busType: { type: 'string', maxLength: 20 },
  },
} as const;

export const anntIdBodySchema = { type: 'object', required: ['anntId'], properties: { anntId: ID } } as const;

export const anntIdQuerySchema = {
  type: 'object',
  required: ['anntId'],
  properties: { anntId: ID },
} as const;
