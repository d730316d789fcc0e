// Renders, in Node at build time, one of each antd component a console page shows on its first load
// (the layout, side menu, header, tabs, search form, toolbar, table with tags and checkboxes, pager) in
// the console's default theme, and returns antd's styles for them as one stylesheet, with the map of
// style paths antd reads to skip generating those styles in the browser (@ant-design/cssinjs
// `extractStyle`; antd's "whole export" for server rendering). See antdStaticStyles.ts.
import { createElement as h, type ReactNode } from 'react';

/** The theme tokens the console's ConfigProvider starts with (runtime/app/AppProviders.tsx). */
export interface SampledTheme {
  token: { colorPrimary: string };
}

/** antd's components, as the sampler uses them (loaded at build time only, through Node's require). */
type Antd = typeof import('antd');

function sampleTree(antd: Antd): ReactNode {
  const { App, Avatar, Breadcrumb, Button, Checkbox, Dropdown, Input, Layout, Menu, Pagination } = antd;
  const { Popover, Select, Space, Spin, Table, Tabs, Tag, Tooltip } = antd;
  const items = [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }];
  const columns = [
    { key: 'title', dataIndex: 'title', title: 'title', sorter: true, ellipsis: true },
    { key: 'status', dataIndex: 'status', title: 'status', render: () => h(Tag, { color: 'blue' }, 's') },
  ];
  return h(
    App,
    null,
    h(
      Layout,
      { hasSider: true },
      h(Layout.Sider, null, h(Menu, { mode: 'inline', items })),
      h(
        Layout,
        null,
        h(
          Layout.Header,
          null,
          h(Breadcrumb, { items: [{ title: 'a' }] }),
          h(Dropdown, { menu: { items } }, h(Avatar, null, 'a')),
          h(Tooltip, { title: 't' }, h('span', null, 't')),
          h(Popover, { content: 'p' }, h('span', null, 'p')),
        ),
        h(
          Layout.Content,
          null,
          h(Tabs, { items: [{ key: 'a', label: 'a' }] }),
          h(Space, null, h(Input, null), h(Select, { options: [{ value: 'a' }] }), h(Button, null, 'b')),
          h(Checkbox, null, 'c'),
          h(Tag, { color: 'success' }, 't'),
          h(
            Spin,
            { spinning: true },
            h(Table, { columns, dataSource: [{ id: 1 }], rowKey: 'id', rowSelection: {} }),
          ),
          h(Pagination, { total: 100, showSizeChanger: true }),
        ),
      ),
    ),
  );
}

/**
 * The stylesheet (plain CSS, the style-path map at its end) of the sampled components in `theme`.
 *
 * @example
 * const css = await sampleAntdStyles({ token: { colorPrimary: '#1890FF' } });
 */
export async function sampleAntdStyles(theme: SampledTheme): Promise<string> {
  // Node's require: antd's CommonJS build and @ant-design/cssinjs share one module instance, so the
  // components register their styles in the cache given to StyleProvider. cssinjs is antd's own
  // dependency, not ours: it is resolved from antd's folder, so it is the copy antd itself loads.
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  const antd = require('antd') as Antd;
  const antdRequire = createRequire(require.resolve('antd/package.json'));
  const cssinjs = antdRequire('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const cache = cssinjs.createCache();
  renderToString(h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, sampleTree(antd))));
  return cssinjs.extractStyle(cache, true);
}
