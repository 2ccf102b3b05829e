import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { publicSettings, SETTING_DEFAULTS } from './src/shared/settings';

/**
 * The built-in settings defaults, as vite.config.ts builds them into the client: a new object per project, since
 * vitest takes the entries out of the `define` it is given (a shared one left the second project without them).
 */
const settingsDefine = () => ({ __SETTING_DEFAULTS__: JSON.stringify(publicSettings(SETTING_DEFAULTS)) });

export default defineConfig({
  test: {
    /**
     * A worker per core, at least two: the tests wait on SQLite files, argon2's thread pool and PostgreSQL as much
     * as they compute (vitest's default, a core less, ran them one file at a time on a 2-core machine: the SQLite
     * suite took 445 s and the PostgreSQL one 602 s, with two workers 260 s and 287 s).
     */
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        // The server tests render pages with the client's own entry (src/client/entry-server.tsx), as the build does.
        resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
        define: settingsDefine(),
        test: {
          name: 'server',
          environment: 'node',
          /**
           * A stylesheet imported for its URL (`?url`: the fonts' faces, the currency switch's sheet) gets one, as in
           * the build: vitest gives every stylesheet it does not process an empty module, so the pages the server tests
           * render linked `href=""` and React warned of it, some 470 times a run. Other stylesheets stay empty.
           */
          css: { include: [/[?&]url(?:&|$)/] },
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 20_000,
          /**
           * The server files share one module graph per worker (vitest's isolation re-imported Fastify, the routers
           * and the page renderer for each of ~160 files). No server test mocks modules or sets the environment at
           * import, and module state is per database handle (WeakMaps) or a counter read as a difference. Measured on
           * src/server/http + src/server/trpc (14 files) side by side: vitest's import sum 13.5 s against 50.7 s, the
           * run's CPU time 0.69× (median of 2 pairs); on src/server/domain (36 files) 7.4–8.2 s against 43.7–47.9 s,
           * CPU time 0.39× and wall time 0.49×.
           */
          isolate: false,
          // The hooks build each test's shop (a database, the app, an admin signed in with argon2): the tests' time, not vitest's 10 s.
          hookTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
        define: settingsDefine(),
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
          /**
           * One module graph per worker, as the server files: isolation re-imported React, Mantine and the router
           * for each of ~110 files. test-setup.ts takes away what a test leaves in the shared page (toasts, cookies).
           * Measured on the client project alone: 182 s wall and 191 s of user CPU isolated, 44 s and 50 s shared.
           */
          isolate: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
