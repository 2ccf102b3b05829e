import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type LoginInput, loginInput } from '../../../shared/schemas/account';
import { serverMessage } from '../../api-error';
import { useLogin } from '../../features/session';

interface LoginFormProps {
  /** Shows the register form instead. */
  onSwitch?: () => void;
}

export function LoginForm({ onSwitch }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: zod4Resolver(loginInput),
  });
  const error = login.error && (serverMessage(login.error) ?? 'Login failed. Please check your credentials.');

  return (
    <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
      <Stack gap="md">
        <TextInput
          label="Username"
          autoComplete="username"
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        {error && (
          <Alert color="red.8" variant="filled" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={login.isPending}>
          Login
        </Button>
        {onSwitch && (
          <Text size="sm" ta="center">
            Don't have an account?{' '}
            <Anchor component="button" type="button" size="sm" onClick={onSwitch}>
              Register
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
