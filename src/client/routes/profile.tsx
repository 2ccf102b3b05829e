import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../components/Profile/ProfileScreen';
import { type ProfileSearch, parseProfileSearch } from '../components/Profile/profile-tabs';
import { RequireAuth } from '../components/RequireAuth';
import { privatePageTitle, privateRouteHead } from '../head';

export const Route = createFileRoute('/profile')({
  ssr: false,
  loader: ({ context: { intl } }) =>
    privatePageTitle(intl, import('../i18n/messages/profile.en.json'), 'profile.pageTitle'),
  head: privateRouteHead,
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
