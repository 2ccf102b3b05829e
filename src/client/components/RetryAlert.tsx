import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface RetryAlertProps {
  title?: string;
  message?: string;
  /** With the alert-circle icon. */
  icon?: boolean;
  /** Announce it at once (a failure the shopper just caused). */
  role?: 'alert';
  onRetry: () => void;
}

/** A light red box saying something failed to load, with 'Try again'. */
export function RetryAlert({ title, message, icon, role, onRetry }: RetryAlertProps) {
  return (
    <Alert
      color="red"
      variant="light"
      role={role}
      icon={icon ? <IconAlertCircle size={18} aria-hidden /> : undefined}
      title={title}
    >
      <Stack gap="sm" align="flex-start">
        {message && <Text size="sm">{message}</Text>}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
