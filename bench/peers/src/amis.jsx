// The peer: amis's CRUD renderer on the same rows and columns (its own fetch, mapping columns for the
// dictionaries, an operation column and a bulk action so rows get checkboxes, as in the product).
import 'amis/lib/themes/cxd.css';
import 'amis/lib/helper.css';
import 'amis/sdk/iconfont.css';
import { render as renderAmis } from 'amis';
import { createRoot } from 'react-dom/client';
import { ROWS, dataUrl } from './query.js';

const meta = await fetch('/data/columns.json').then((r) => r.json());

const schema = {
  type: 'page',
  body: {
    type: 'crud',
    api: dataUrl('amis'),
    perPage: ROWS,
    syncLocation: false,
    bulkActions: [{ label: '删除', actionType: 'ajax', api: 'delete:/data/none' }],
    columns: [
      ...meta.columns.map((c) =>
        c.dict
          ? { name: c.field, label: c.title, type: 'mapping', map: meta.dict[c.dict] }
          : { name: c.field, label: c.title, type: 'text', width: c.width },
      ),
      {
        type: 'operation',
        label: '操作',
        buttons: [
          { label: '详情', type: 'button', level: 'link' },
          { label: '编辑', type: 'button', level: 'link' },
        ],
      },
    ],
  },
};

const env = {
  fetcher: ({ url, method }) =>
    fetch(url, { method: method?.toUpperCase() ?? 'GET' }).then(async (r) => ({
      data: await r.json(),
      status: r.status,
      headers: {},
    })),
  isCancel: () => false,
  notify: () => {},
  alert: () => {},
  confirm: () => Promise.resolve(true),
};

createRoot(document.getElementById('root')).render(renderAmis(schema, {}, env));
