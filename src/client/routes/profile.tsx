import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../components/Profile/ProfileScreen';
import { type ProfileSearch, parseProfileSearch } from '../components/Profile/profile-tabs';
import { RequireAuth } from '../components/RequireAuth';
import { privatePageHead } from '../head';

export const Route = createFileRoute('/profile')({
  ssr: false,
  head: () => privatePageHead('My Account'),
  validateSearch: (search: Record<string, unknown>): ProfileSearch => parseProfileSearch(search.tab),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab = 'account' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequireAuth>
      <ProfileScreen
        tab={tab}
        onTabChange={(next) => void navigate({ search: parseProfileSearch(next), replace: true })}
      />
    </RequireAuth>
  );
}
