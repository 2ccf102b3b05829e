import { Alert, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PasswordResetRequestInput, passwordResetRequestInput } from '@shared/schemas/account';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '../../api-error';
import { useT } from '../../i18n/hooks';
import authMessages from '../../i18n/messages/auth.en.json';
import { useTRPC } from '../../trpc';
import { AuthForm } from './AuthForm';
import { useValidation } from './use-validation';

/** "Forgot password?": asks for the account's e-mail; the answer is the same for every address. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const trpc = useTRPC();
  const t = useT(authMessages);
  const request = useMutation(trpc.account.requestPasswordReset.mutationOptions());
  const form = useForm<PasswordResetRequestInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: useValidation(passwordResetRequestInput),
  });
  const error = request.error && (serverMessage(request.error) ?? t('auth.sendLinkFailed'));
  return (
    <AuthForm
      onSubmit={form.onSubmit((values) => request.mutate(values))}
      error={error}
      submitLabel={t('auth.sendResetLink')}
      pending={request.isPending}
      switchPrompt={t('auth.remembered')}
      switchLabel={t('auth.backToLogin')}
      onSwitch={onBack}
    >
      {request.data ? (
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
          {request.data.message}
        </Alert>
      ) : null}
      <TextInput
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        description={t('auth.emailDescription')}
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
    </AuthForm>
  );
}
