import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SETTING_DEFAULTS } from './src/shared/settings';

/** Dev proxy to the shop server; the Host header is kept so the server's same-origin check passes. */
const server = { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false };

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  /** The settings defaults are built in at compile time, so zod stays out of the storefront's first load. */
  define: { __SETTING_DEFAULTS__: JSON.stringify(SETTING_DEFAULTS) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      enableRouteTreeFormatting: false,
      routesDirectory: fileURLToPath(new URL('./src/client/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/client/route-tree.gen.ts', import.meta.url)),
    }),
    react(),
  ],
  build: {
    outDir: process.env.CLIENT_DIST_DIR ?? fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/trpc': server,
      '/images': server,
      '/uploads': server,
    },
  },
});
