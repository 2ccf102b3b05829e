import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { queryClient, trpc } from './trpc';

const router = createAppRouter({ queryClient, trpc, origin: window.location.origin, rendering: 'browser' });

declare global {
  interface Window {
    /** Set by the router's scripts in a server-rendered page. */
    $_TSR?: unknown;
  }
}

if (window.$_TSR) {
  // The server sent this page as HTML: take it over where it stands.
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
} else {
  // Served without server rendering (the Vite dev server): render the whole document here.
  createRoot(document).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
