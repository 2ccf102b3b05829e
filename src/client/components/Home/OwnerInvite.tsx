import { Island } from '../../islands/Island';
import { OwnerInviteLine, type OwnerInviteProps } from './OwnerInviteLine';

/**
 * What an empty home section shows: nothing to a visitor; to an admin, one line inviting them to fill it, with a link
 * to the admin tab that does. The server never knows who is signed in: an island.
 */
export function OwnerInvite(props: OwnerInviteProps) {
  return (
    <Island name="owner-invite">
      <OwnerInviteLine {...props} />
    </Island>
  );
}
