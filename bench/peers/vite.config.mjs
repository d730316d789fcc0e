// The peer pages of bench/render.mjs: the same rows in a plain antd Table (the ceiling: no schema
// runtime) and in amis's CRUD (the peer). Built into bench/peers/dist, served by render.mjs.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: '/',
  plugins: [react()],
  // amis's stylesheets keep IE hacks (`min-width: 0\0`) that Lightning CSS rejects without recovery.
  css: { lightningcss: { errorRecovery: true } },
  logLevel: 'error',
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 20000,
    rolldownOptions: {
      input: { ceiling: here('ceiling.html'), amis: here('amis.html') },
      // amis uses direct eval; the warning is expected.
      onwarn(warning, warn) {
        if (warning.code !== 'EVAL') warn(warning);
      },
    },
  },
});
