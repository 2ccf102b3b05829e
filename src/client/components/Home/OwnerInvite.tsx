import type { AdminTabId } from '../../features/admin/tabs';
import { useSession } from '../../features/session';
import { Text } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { AnchorLink } from '../RouterLinks';

/**
 * What an empty home section shows: nothing to a visitor; to an admin, one line
 * inviting them to fill it, with a link to the admin tab that does.
 */
export function OwnerInvite({ what, tab, action }: { what: string; tab: AdminTabId; action: string }) {
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
