// @vitest-environment node
// antd's styles for a console page's first components, rendered at build time
// (runtime/render/vite/antdStyleSampler.ts) and written as a stylesheet of the build
// (runtime/render/vite/antdStaticStyles.ts).
import type { Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../runtime/core/settings/defaults';
import { antdStaticStyles } from '../../../runtime/render/vite/antdStaticStyles';
import { sampleAntdStyles } from '../../../runtime/render/vite/antdStyleSampler';

/** The style paths of the map antd reads back in the browser (`.data-ant-cssinjs-cache-path`). */
function mappedPaths(css: string): string[] {
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '';
  return map.split(';').map((entry) => entry.split(':')[0]!);
}

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, name: keyof Plugin, self: unknown, ...args: unknown[]) =>
  (plugin[name] as Hook).call(self, ...args);

describe('antd styles rendered at build time', () => {
  it('holds the styles of the layout, menu, tabs, form, table and pager, with their map', async () => {
    const css = await sampleAntdStyles({ token: { colorPrimary: DEFAULT_SETTINGS.primaryColor } });
    const components = mappedPaths(css).map((path) => path.split('|')[1]);
    for (const name of ['Layout-Layout', 'Menu-Menu', 'Tabs-Tabs', 'Select-Select', 'Button-Button']) {
      expect(components).toContain(name);
    }
    for (const name of ['Table-Table', 'Tag-Tag', 'Checkbox-Checkbox', 'Pagination-Pagination']) {
      expect(components).toContain(name);
    }
    // Paths are per theme: another primary colour (the settings drawer's) has none of these tables.
    const purple = await sampleAntdStyles({ token: { colorPrimary: '#722ed1' } });
    const table = (paths: string[]) => paths.filter((path) => path.includes('|Table-Table|'));
    expect(table(mappedPaths(purple))).toHaveLength(1);
    expect(table(mappedPaths(purple))).not.toEqual(table(mappedPaths(css)));
    expect(css).toMatch(/\.ant-table-wrapper/);
    expect(css).not.toMatch(/<style/);
  });

  it('writes them as a stylesheet of the app build and serves its URL', async () => {
    const plugin = antdStaticStyles();
    const emitFile = vi.fn();
    call(plugin, 'configResolved', undefined, { command: 'build', base: '/', build: { write: true } });
    await call(plugin, 'buildStart', { emitFile });
    expect(emitFile).toHaveBeenCalledTimes(1);
    const { fileName, source } = (emitFile.mock.calls[0] as [{ fileName: string; source: string }])[0];
    expect(fileName).toMatch(/^assets\/antd-console-[0-9a-f]{10}\.css$/);
    expect(source).toMatch(/\.data-ant-cssinjs-cache-path\{content:"/);
    const id = call(plugin, 'resolveId', undefined, 'virtual:antd-static-styles') as string;
    expect(call(plugin, 'load', undefined, id)).toBe(`export default ${JSON.stringify(`/${fileName}`)};`);
  });

  it('has no stylesheet on the dev server or in an analysis build', async () => {
    for (const config of [
      { command: 'serve', base: '/', build: {} },
      { command: 'build', base: '/', build: { write: false } },
    ]) {
      const plugin = antdStaticStyles();
      const emitFile = vi.fn();
      call(plugin, 'configResolved', undefined, config);
      await call(plugin, 'buildStart', { emitFile });
      expect(emitFile).not.toHaveBeenCalled();
      const id = call(plugin, 'resolveId', undefined, 'virtual:antd-static-styles') as string;
      expect(call(plugin, 'load', undefined, id)).toBe('export default null;');
    }
  });
});
