import { createFileRoute } from '@tanstack/react-router';
import { PROFILE_TABS, ProfileScreen, type ProfileTab } from '../components/Profile/ProfileScreen';
import { RequireAuth } from '../components/RequireAuth';

interface ProfileSearch {
  /** The open tab; Account when absent. */
  tab?: Exclude<ProfileTab, 'account'>;
}

function parseTab(value: unknown): ProfileSearch {
  const tab = PROFILE_TABS.find((name) => name === value);
  return tab && tab !== 'account' ? { tab } : {};
}

export const Route = createFileRoute('/profile')({
  validateSearch: (search: Record<string, unknown>): ProfileSearch => parseTab(search.tab),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab = 'account' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequireAuth>
      <ProfileScreen tab={tab} onTabChange={(next) => void navigate({ search: parseTab(next), replace: true })} />
    </RequireAuth>
  );
}
