import { createFileRoute } from '@tanstack/react-router';
import { AdminPanel } from '../components/Admin/AdminPanel';
import { RequireAuth } from '../components/RequireAuth';
import { DEFAULT_ADMIN_TAB, validateAdminSearch } from '../features/admin/tabs';
import { privatePageHead } from '../head';

/**
 * The admin panel, admins only. Its component (and everything under
 * components/Admin) is split into its own chunk, never part of the storefront bundle;
 * only the tiny tab list ships with the router to validate `?tab=`.
 */
export const Route = createFileRoute('/admin')({
  ssr: false,
  head: () => privatePageHead('Admin'),
  validateSearch: validateAdminSearch,
  component: AdminScreen,
});

function AdminScreen() {
  const { tab } = Route.useSearch();
  return (
    <RequireAuth admin>
      <AdminPanel tab={tab ?? DEFAULT_ADMIN_TAB} />
    </RequireAuth>
  );
}
