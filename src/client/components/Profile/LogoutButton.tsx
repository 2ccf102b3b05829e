import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../../features/session';

/** 'Log out', asked for confirmation first. */
export function LogoutButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const logout = useLogout();
  const confirm = () => logout.mutate(undefined, { onSettled: close });
  return (
    <>
      <Button variant="default" leftSection={<IconLogout size={18} aria-hidden />} onClick={open}>
        Log out
      </Button>
      <Modal opened={opened} onClose={close} title="Log out" centered radius="md">
        <Text>Are you sure you want to log out?</Text>
        <Group justify="flex-end" mt="xl">
          <Button variant="default" onClick={close} disabled={logout.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={logout.isPending}>
            Log out
          </Button>
        </Group>
      </Modal>
    </>
  );
}
