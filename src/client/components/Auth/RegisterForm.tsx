import { PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerForm } from '@shared/schemas/account';
import type { z } from 'zod';
import { errorCode, serverMessage } from '../../api-error';
import { useRegister } from '../../features/session-actions';
import { useT } from '../../i18n/hooks';
import authMessages from '../../i18n/messages/auth.en.json';
import { AuthForm } from './AuthForm';
import { UsernameField } from './UsernameField';
import { useValidation } from './use-validation';

type RegisterValues = z.infer<typeof registerForm>;

/** Errors the server ties to one field show under that field; others in the red box. */
const FIELD_OF_CODE = { USERNAME_TAKEN: 'username', EMAIL_TAKEN: 'email' } as const;

interface RegisterFormProps {
  /** Shows the login form instead. */
  onSwitch?: () => void;
}

export function RegisterForm({ onSwitch }: RegisterFormProps) {
  const register = useRegister();
  const t = useT(authMessages);
  const form = useForm<RegisterValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', email: '', password: '', confirmPassword: '' },
    validate: useValidation(registerForm),
  });

  const code = errorCode(register.error);
  const fieldError = code === 'USERNAME_TAKEN' || code === 'EMAIL_TAKEN';
  const error = register.error && !fieldError && (serverMessage(register.error) ?? t('auth.registerFailed'));

  const submit = ({ username, email, password }: RegisterValues) =>
    register.mutate(
      { username, email, password },
      {
        onError: (failure) => {
          const failedCode = errorCode(failure);
          if (failedCode === 'USERNAME_TAKEN' || failedCode === 'EMAIL_TAKEN') {
            form.setFieldError(FIELD_OF_CODE[failedCode], failure.message);
          }
        },
      },
    );

  return (
    <AuthForm
      onSubmit={form.onSubmit(submit)}
      error={error}
      submitLabel={t('auth.register')}
      pending={register.isPending}
      switchPrompt={t('auth.haveAccount')}
      switchLabel={t('auth.login')}
      onSwitch={onSwitch}
    >
      <UsernameField form={form} />
      <TextInput
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label={t('auth.password')}
        autoComplete="new-password"
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </AuthForm>
  );
}
