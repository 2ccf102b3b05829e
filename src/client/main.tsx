import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShopThemeProvider } from './components/ShopThemeProvider';
import { createAppRouter } from './router';
import { queryClient, trpc } from './trpc';

const router = createAppRouter({ queryClient, trpc });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ShopThemeProvider>
        <RouterProvider router={router} />
      </ShopThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
