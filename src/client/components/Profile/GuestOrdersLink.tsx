import { useMutation } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from '../../features/notify';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { useTRPC } from '../../trpc';
import { Group, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';

/**
 * With guest checkout on: orders placed as a guest with this account's e-mail join it once the e-mail is confirmed
 * by a mailed link (sent on registering, or again from here).
 */
export function GuestOrdersLink() {
  const { guestCheckout } = useSettings();
  const trpc = useTRPC();
  const t = useT(profileMessages);
  const request = useMutation(
    trpc.account.requestEmailConfirmation.mutationOptions({
      onSuccess: (answer) => notifySuccess(t('profile.checkEmail'), answer.message),
      onError: (error) => notifyFailure(error, t('profile.sendLinkFailed')),
    }),
  );
  if (!guestCheckout) return null;
  return (
    <Group gap="sm" justify="center" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('profile.guestOrdersQuestion')}
      </Text>
      <Button size="xs" variant="light" onClick={() => request.mutate()} loading={request.isPending}>
        {t('profile.guestOrdersButton')}
      </Button>
    </Group>
  );
}
