import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from './runtime/render/vite/antdStaticStyles.js';
import { consoleChunks } from './runtime/render/vite/consoleChunk.js';
import { lazyTableFilterTree } from './runtime/render/vite/lazyTableFilterTree.js';
import { schemaIndexPlugin } from './runtime/render/vite/schemaIndexPlugin.js';
import consoleRoots from './runtime/render/vite/consoleRoots.json' with { type: 'json' };

const require = createRequire(import.meta.url);

/**
 * Two antd modules that every form control reaches take one name each from rc-field-form's barrel:
 * form/context.js (`FormProvider`, via Input, Select…) and form/hooks/useForm.js (`useForm`, via
 * Radio.Group, so via Table). The barrel's top level assigns Field, List and useForm onto the Form
 * component, and those assignments keep all of rc-field-form and async-validator (about 15 KB gzip) in
 * every route that shows an input or a table. Pointing those two imports at the modules the barrel
 * re-exports keeps the same instances and leaves the rest to the routes that use antd's Form.
 */
function rcFieldFormParts(): Plugin {
  const file = (name: string) => require.resolve(`rc-field-form/es/${name}.js`).replaceAll('\\', '/');
  const parts: Record<string, string> = {
    'antd/es/form/context.js': `export { FormProvider } from '${file('FormContext')}';`,
    'antd/es/form/hooks/useForm.js': `export { default as useForm } from '${file('useForm')}';`,
  };
  const PREFIX = '\0rc-field-form-parts:';
  return {
    name: 'rc-field-form-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'rc-field-form' || !importer) return null;
      const from = importer.replaceAll('\\', '/');
      const key = Object.keys(parts).find((k) => from.endsWith(`/node_modules/${k}`));
      return key ? PREFIX + key : null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? parts[id.slice(PREFIX.length)] : null;
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every script, stylesheet and page of the
 * build, once, at build time; the server sends them to browsers that accept them (@fastify/static
 * `preCompressed`), so the first load moves about a third of the bytes with no compression per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      // Only the app's build (Storybook builds with this config too, and nothing serves its files).
      const app = Object.values(bundle).some(
        (f) => f.type === 'chunk' && f.moduleIds.some((id) => id.endsWith('/runtime/app/main.tsx')),
      );
      if (!app) return;
      const dir = options.dir ?? 'dist/web';
      const files = Object.values(bundle).filter((f) => /\.(js|css|html|svg|json)$/.test(f.fileName));
      await Promise.all(
        files
          .filter((f) => !f.fileName.startsWith('.vite/'))
          .map(async (f) => {
            const data = Buffer.from(f.type === 'chunk' ? f.code : f.source);
            if (data.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
              }),
              gzipped(data, { level: 9 }),
            ]);
            await Promise.all([
              writeFile(join(dir, `${f.fileName}.br`), br),
              writeFile(join(dir, `${f.fileName}.gz`), gz),
            ]);
          }),
      );
    },
  };
}

// What a console page loads first, in three chunks instead of ~90 (runtime/render/vite/consoleChunk.ts):
// the layout and its bell, the schema page host, the schema files' loader and the list renderer; what
// the sign-in page, and what the other public pages, share with them are the other two chunks. The
// bundle check's shell + list and login routes read the same roots (consoleRoots.json).
const chunks = consoleChunks(fileURLToPath(import.meta.url), consoleRoots);

// The web app is served by the Fastify server in production; in dev, Vite proxies the API and the
// runtime config to a server started by `npm run dev`.
const serverOrigin = `http://127.0.0.1:${process.env.SERVER_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [
    react(),
    schemaIndexPlugin(),
    rcFieldFormParts(),
    lazyTableFilterTree(),
    chunks.plugin,
    antdStaticStyles(),
    precompress(),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // bench/bundle.mjs reads the manifest to add up what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // Every route runs the entry's static imports, so they gain nothing from being split by which lazy
    // pages share them; one chunk compresses better (login route: 186 -> 182 KB gzip) and stops the count
    // of small shared chunks growing with every page added.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }, ...chunks.groups],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: serverOrigin, ws: true },
      '/config.js': serverOrigin,
    },
  },
});
