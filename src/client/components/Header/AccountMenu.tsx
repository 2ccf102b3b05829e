import { IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../features/session';
import { useT } from '../../i18n/hooks';
import headerMessages from '../../i18n/messages/header.en.json';
import { Skeleton } from '../Plain/PlainLayout';
import { ButtonLink } from '../RouterLinks';
import { AccountButton } from './AccountButton';

/**
 * The menu (and its popover code) loads only for signed-in users; until then its button shows alone,
 * and a click on it opens the menu as soon as it has loaded.
 */
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

/** 'Login / Register' for visitors; for a signed-in user a menu under their name. */
export function AccountMenu() {
  const { isPending, user, isAdmin } = useSession();
  const [menuOpened, setMenuOpened] = useState(false);
  const t = useT(headerMessages);
  if (isPending) return <Skeleton height={30} width={120} radius="sm" aria-hidden />;
  if (!user) {
    return (
      <ButtonLink to="/auth" variant="subtle" color="gray" size="sm" leftSection={<IconUser size={18} aria-hidden />}>
        {t('header.loginRegister')}
      </ButtonLink>
    );
  }
  return (
    <Suspense fallback={<AccountButton username={user.username} onClick={() => setMenuOpened(true)} />}>
      <UserMenu username={user.username} isAdmin={isAdmin} opened={menuOpened} onChange={setMenuOpened} />
    </Suspense>
  );
}
