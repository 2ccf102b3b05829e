import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginInput, loginInput } from '@shared/schemas/account';
import { serverMessage } from '../../api-error';
import { useLogin } from '../../features/session-actions';
import { useT } from '../../i18n/hooks';
import authMessages from '../../i18n/messages/auth.en.json';
import { Anchor, Group } from '../Plain/Plain';
import { AuthForm } from './AuthForm';
import { UsernameField } from './UsernameField';
import { useValidation } from './use-validation';

interface LoginFormProps {
  /** Shows the register form instead. */
  onSwitch?: () => void;
  /** Shows the "Forgot password?" form. */
  onForgot?: () => void;
}

export function LoginForm({ onSwitch, onForgot }: LoginFormProps) {
  const login = useLogin();
  const t = useT(authMessages);
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: useValidation(loginInput),
  });
  const error = login.error && (serverMessage(login.error) ?? t('auth.loginFailed'));

  return (
    <AuthForm
      onSubmit={form.onSubmit((values) => login.mutate(values))}
      error={error}
      submitLabel={t('auth.login')}
      pending={login.isPending}
      switchPrompt={t('auth.noAccount')}
      switchLabel={t('auth.register')}
      onSwitch={onSwitch}
    >
      <UsernameField form={form} />
      <PasswordInput
        label={t('auth.password')}
        autoComplete="current-password"
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      {onForgot && (
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            {t('auth.forgotLink')}
          </Anchor>
        </Group>
      )}
    </AuthForm>
  );
}
