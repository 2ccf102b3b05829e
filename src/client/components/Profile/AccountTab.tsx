import type { User } from '@shared/schemas/account';
import { SimpleGrid } from '../Plain/PlainLayout';
import { PasswordForm } from './PasswordForm';
import classes from './Profile.module.css';
import { ProfileForm } from './ProfileForm';
import { StoreCreditPanel } from './StoreCreditPanel';

/** The Account tab: profile details beside the password change, and the store credit once there is some. */
export function AccountTab({ user }: { user: User }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" className={classes.alignStart}>
      <ProfileForm user={user} />
      <PasswordForm />
      <StoreCreditPanel />
    </SimpleGrid>
  );
}
