import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useLogout } from '../../features/session-actions';
import { ConfirmDialog } from './shared/ConfirmDialog';

/** Log out, after 'Are you sure you want to log out?'. */
export function LogoutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const [asking, setAsking] = useState(false);
  const logout = useLogout();
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        justify={fullWidth ? 'flex-start' : undefined}
        fullWidth={fullWidth}
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        Log out
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Log out"
        confirmLabel="Log out"
        pending={logout.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => logout.mutate(undefined, { onSettled: () => setAsking(false) })}
      >
        Are you sure you want to log out?
      </ConfirmDialog>
    </>
  );
}
