import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from '../../features/notify';
import { useSettings } from '../../features/settings';
import { useTRPC } from '../../trpc';

/**
 * With guest checkout on: orders placed as a guest with this account's e-mail join it once the e-mail is confirmed
 * by a mailed link (sent on registering, or again from here).
 */
export function GuestOrdersLink() {
  const { guestCheckout } = useSettings();
  const trpc = useTRPC();
  const request = useMutation(
    trpc.account.requestEmailConfirmation.mutationOptions({
      onSuccess: (answer) => notifySuccess('Check your e-mail', answer.message),
      onError: (error) => notifyFailure(error, 'Could not send the link. Please try again.'),
    }),
  );
  if (!guestCheckout) return null;
  return (
    <Group gap="sm" justify="center" wrap="wrap">
      <Text size="sm" c="dimmed">
        Ordered as a guest with your e-mail?
      </Text>
      <Button size="xs" variant="light" onClick={() => request.mutate()} loading={request.isPending}>
        Send me a link to add those orders
      </Button>
    </Group>
  );
}
