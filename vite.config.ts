import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { schemaIndexPlugin } from './runtime/render/vite/schemaIndexPlugin.js';

// The web app is served by the Fastify server in production; in dev, Vite proxies the API and the
// runtime config to a server started by `npm run dev`.
const serverOrigin = `http://127.0.0.1:${process.env.SERVER_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react(), schemaIndexPlugin()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // bench/bundle.mjs reads the manifest to add up what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: {
      '/api': { target: serverOrigin, ws: true },
      '/config.js': serverOrigin,
    },
  },
});
