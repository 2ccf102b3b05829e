import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';
import { RequireAuth } from '../components/RequireAuth';
import { useCurrentUser } from '../features/session';

export const Route = createFileRoute('/profile')({
  component: ProfileScreen,
});

function ProfileScreen() {
  return (
    <RequireAuth>
      <ProfileContent />
    </RequireAuth>
  );
}

function ProfileContent() {
  const { data: user } = useCurrentUser();
  return (
    <PagePlaceholder title="My Account">
      {user ? `Signed in as ${user.username} (${user.email}). ` : ''}Your orders and account settings will appear here.
    </PagePlaceholder>
  );
}
