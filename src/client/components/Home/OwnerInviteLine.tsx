import type { AdminTabId } from '../../features/admin/tabs';
import { useSession } from '../../features/session';
import { Text } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { AnchorLink } from '../RouterLinks';

export interface OwnerInviteProps {
  what: string;
  tab: AdminTabId;
  action: string;
}

/** The invitation itself (an island's component: `OwnerInvite` draws it), for an admin. */
export function OwnerInviteLine({ what, tab, action }: OwnerInviteProps) {
  const { isAdmin } = useSession();
  if (!isAdmin) return null;
  return (
    <Container size="xl" py="md">
      <Text size="sm" c="dimmed" ta="center">
        {what} is hidden while it is empty.{' '}
        <AnchorLink to="/admin" search={{ tab }}>
          {action}
        </AnchorLink>
      </Text>
    </Container>
  );
}
