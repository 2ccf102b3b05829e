import { Anchor, Group, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginInput, loginInput } from '@shared/schemas/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { serverMessage } from '../../api-error';
import { useLogin } from '../../features/session';
import { AuthForm } from './AuthForm';
import { UsernameField } from './UsernameField';

interface LoginFormProps {
  /** Shows the register form instead. */
  onSwitch?: () => void;
  /** Shows the "Forgot password?" form. */
  onForgot?: () => void;
}

export function LoginForm({ onSwitch, onForgot }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: zod4Resolver(loginInput),
  });
  const error = login.error && (serverMessage(login.error) ?? 'Login failed. Please check your credentials.');

  return (
    <AuthForm
      onSubmit={form.onSubmit((values) => login.mutate(values))}
      error={error}
      submitLabel="Login"
      pending={login.isPending}
      switchPrompt="Don't have an account?"
      switchLabel="Register"
      onSwitch={onSwitch}
    >
      <UsernameField form={form} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      {onForgot && (
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            Forgot password?
          </Anchor>
        </Group>
      )}
    </AuthForm>
  );
}
