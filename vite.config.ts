import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/route-tree.gen.ts',
    }),
    react(),
  ],
  build: {
    outDir: '../../dist/client',
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
