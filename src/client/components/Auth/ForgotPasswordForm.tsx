import { Alert, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PasswordResetRequestInput, passwordResetRequestInput } from '@shared/schemas/account';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { serverMessage } from '../../api-error';
import { useTRPC } from '../../trpc';
import { AuthForm } from './AuthForm';

/** "Forgot password?": asks for the account's e-mail; the answer is the same for every address. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const trpc = useTRPC();
  const request = useMutation(trpc.account.requestPasswordReset.mutationOptions());
  const form = useForm<PasswordResetRequestInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zod4Resolver(passwordResetRequestInput),
  });
  const error = request.error && (serverMessage(request.error) ?? 'Could not send the link. Please try again.');
  return (
    <AuthForm
      onSubmit={form.onSubmit((values) => request.mutate(values))}
      error={error}
      submitLabel="Send reset link"
      pending={request.isPending}
      switchPrompt="Remembered it?"
      switchLabel="Back to login"
      onSwitch={onBack}
    >
      {request.data ? (
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
          {request.data.message}
        </Alert>
      ) : null}
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        description="The e-mail address of your account"
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
    </AuthForm>
  );
}
