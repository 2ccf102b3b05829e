import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SETTING_DEFAULTS } from './src/shared/settings';

export default defineConfig({
  test: {
    projects: [
      {
        // The server tests render pages with the client's own entry (src/client/entry-server.tsx), as the build does.
        resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
        define: { __SETTING_DEFAULTS__: JSON.stringify(SETTING_DEFAULTS) },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
        define: { __SETTING_DEFAULTS__: JSON.stringify(SETTING_DEFAULTS) },
        test: {
          name: 'client',
          environment: 'happy-dom',
          /** No component test reaches the network: happy-dom loads no script, style or frame, and test-setup.ts guards fetch. */
          environmentOptions: {
            happyDOM: {
              settings: {
                disableJavaScriptFileLoading: true,
                disableCSSFileLoading: true,
                disableIframePageLoading: true,
                handleDisabledFileLoadingAsSuccess: true,
              },
            },
          },
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
