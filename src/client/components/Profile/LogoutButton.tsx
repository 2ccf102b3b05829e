import { Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../../features/session-actions';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { Group, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';

/** 'Log out', asked for confirmation first. */
export function LogoutButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const logout = useLogout();
  const t = useT(profileMessages);
  const confirm = () => logout.mutate(undefined, { onSettled: close });
  return (
    <>
      <Button variant="default" leftSection={<IconLogout size={18} aria-hidden />} onClick={open}>
        {t('profile.logOut')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('profile.logOut')} centered radius="md">
        <Text>{t('profile.logOutConfirm')}</Text>
        <Group justify="flex-end" mt="xl">
          <Button variant="default" onClick={close} disabled={logout.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={logout.isPending}>
            {t('profile.logOut')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
