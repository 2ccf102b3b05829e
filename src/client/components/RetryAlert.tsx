import { IconAlertCircle } from '@tabler/icons-react';
import { useT } from '../i18n/hooks';
import statesMessages from '../i18n/messages/states.en.json';
import { Stack, Text } from './Plain/Plain';
import { Alert } from './Plain/PlainAlert';
import { Button } from './Plain/PlainButton';

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
  const t = useT(statesMessages);
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
          {t('states.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
