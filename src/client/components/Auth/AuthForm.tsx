import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Anchor, Stack, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
  /** The server's refusal, shown in the red box above the button. */
  error: string | null | false | undefined;
  submitLabel: string;
  pending: boolean;
  /** The line leading to the other form ('Don't have an account?' + 'Register'); shown when onSwitch is given. */
  switchPrompt: string;
  switchLabel: string;
  onSwitch?: () => void;
}

/** The login and register forms' frame: fields, error box, full-width submit and the link to the other form. */
export function AuthForm({
  onSubmit,
  children,
  error,
  submitLabel,
  pending,
  switchPrompt,
  switchLabel,
  onSwitch,
}: AuthFormProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {children}
        {error && (
          <Alert color="red.8" variant="filled" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={pending}>
          {submitLabel}
        </Button>
        {onSwitch && (
          <Text size="sm" ta="center">
            {switchPrompt}{' '}
            <Anchor component="button" type="button" size="sm" onClick={onSwitch}>
              {switchLabel}
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
