// antd generates each component's styles in the browser the first time the component renders (CSS in
// JS): on a cold console load, about forty style sets for the layout, menu, tabs, form, table and pager,
// a fifth of the main thread's time before the rows (bench/README.md, issue 16's twentieth pass). This
// plugin renders those components once at build time (antdStyleSampler.ts) and writes their styles as
// a stylesheet of the build, with antd's map of the style paths it holds. A cold console load links it
// before its first render (runtime/app/antdStaticStyles.ts); antd reads the map when it first needs a
// style and takes the styles found there as already in the page, so it neither builds nor inserts them.
// A theme other than the default (another primary colour) has other paths and is generated as before.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { DEFAULT_SETTINGS } from '../../core/settings/defaults.js';

const VIRTUAL_ID = 'virtual:antd-static-styles';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * The plugin serving `virtual:antd-static-styles`: the URL of the build's antd stylesheet, or null
 * where there is none (the dev server, tests, Storybook, library and analysis builds).
 *
 * @example
 * defineConfig({ plugins: [antdStaticStyles()] });
 */
export function antdStaticStyles(): Plugin {
  let app = false;
  let base = '/';
  let url: string | null = null;
  return {
    name: 'antd-static-styles',
    configResolved(config) {
      const options = config.build.rolldownOptions ?? config.build.rollupOptions;
      app =
        config.command === 'build' &&
        config.build.write !== false &&
        !config.build.ssr &&
        !config.build.lib &&
        options?.input === undefined;
      base = config.base;
    },
    async buildStart() {
      url = null;
      if (!app) return;
      const { sampleAntdStyles } = await import('./antdStyleSampler.js');
      const css = await sampleAntdStyles({ token: { colorPrimary: DEFAULT_SETTINGS.primaryColor } });
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
      const fileName = `assets/antd-console-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
      url = `${base}${fileName}`;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? `export default ${JSON.stringify(url)};` : null;
    },
  };
}
