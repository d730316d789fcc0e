import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { schemaIndexPlugin } from './runtime/render/vite/schemaIndexPlugin.js';

const require = createRequire(import.meta.url);

/**
 * antd's form/context.js (imported by Input, Select and every other form control, so by the login page)
 * takes `FormProvider` from rc-field-form's barrel, whose top level assigns Field, List and useForm onto
 * the Form component. Those assignments keep the whole of rc-field-form and async-validator (about 13 KB
 * gzip) in every route that shows an input. Importing the same module the barrel re-exports keeps one
 * FormProvider instance and leaves the rest to the routes that really use antd's Form.
 */
function rcFormProviderDirect(): Plugin {
  const formContext = require.resolve('rc-field-form/es/FormContext.js');
  return {
    name: 'rc-form-provider-direct',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'rc-field-form' && importer?.replaceAll('\\', '/').endsWith('antd/es/form/context.js'))
        return formContext;
      return null;
    },
  };
}

// The web app is served by the Fastify server in production; in dev, Vite proxies the API and the
// runtime config to a server started by `npm run dev`.
const serverOrigin = `http://127.0.0.1:${process.env.SERVER_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react(), schemaIndexPlugin(), rcFormProviderDirect()],
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
          groups: [{ name: 'app', tags: ['$initial'] }],
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
