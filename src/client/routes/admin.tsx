import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';
import { RequireAuth } from '../components/RequireAuth';

/** The admin panel: its component is split into its own chunk, never part of the storefront bundle. */
export const Route = createFileRoute('/admin')({
  component: AdminScreen,
});

function AdminScreen() {
  return (
    <RequireAuth admin>
      <PagePlaceholder title="Admin Dashboard">Manage products, paintings, orders and site settings.</PagePlaceholder>
    </RequireAuth>
  );
}
