/* Screens of the visitor's own and the admin use many more components: the whole sheet, in Mantine's layer. */
import '@mantine/core/styles.layer.css';
import { Alert, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { passwordResetForm } from '@shared/schemas/account';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorCode, serverMessage } from '../../api-error';
import { useT } from '../../i18n/hooks';
import authMessages from '../../i18n/messages/auth.en.json';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { Stack, Text, Title } from '../Plain/Plain';
import { Container, Paper } from '../Plain/PlainLayout';
import { AnchorLink, ButtonLink } from '../RouterLinks';
import { ToneZone } from '../ToneZone/ToneZone';
import { AuthForm } from './AuthForm';
import classes from './AuthScreen.module.css';
import { useValidation } from './use-validation';

/** A used, expired or unknown link: says so, with the way to ask again. */
function InvalidLink() {
  const t = useT(authMessages);
  return (
    <Stack gap="md">
      <Alert color="red.8" variant="filled" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {t('auth.resetLinkInvalid')}
      </Alert>
      <Text size="sm" ta="center">
        <AnchorLink to="/auth" search={{ tab: 'forgot' }} size="sm">
          {t('auth.askNewLink')}
        </AnchorLink>
      </Text>
    </Stack>
  );
}

function ResetForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const confirm = useMutation(trpc.account.confirmPasswordReset.mutationOptions());
  const t = useT(authMessages);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: useValidation(passwordResetForm),
  });
  if (confirm.data) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {confirm.data.message}
        </Alert>
        <ButtonLink to="/auth" fullWidth>
          {t('auth.logIn')}
        </ButtonLink>
      </Stack>
    );
  }
  if (errorCode(confirm.error) === 'RESET_LINK_INVALID') return <InvalidLink />;
  return (
    <AuthForm
      onSubmit={form.onSubmit((values) => confirm.mutate({ token, password: values.password }))}
      error={confirm.error && (serverMessage(confirm.error) ?? t('auth.setPasswordFailed'))}
      submitLabel={t('auth.setNewPassword')}
      pending={confirm.isPending}
      switchPrompt=""
      switchLabel=""
    >
      <PasswordInput
        label={t('auth.newPassword')}
        autoComplete="new-password"
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </AuthForm>
  );
}

/** /reset-password?token=…: checks the link first, then asks for the new password twice. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const trpc = useTRPC();
  const t = useT(authMessages);
  useDocumentTitle(t('auth.forgotTitle'));
  const check = useQuery(
    trpc.account.checkPasswordReset.queryOptions({ token }, { enabled: token !== '', retry: false }),
  );
  const body =
    token === '' || check.data?.valid === false || check.isError ? (
      <InvalidLink />
    ) : check.data?.valid ? (
      <ResetForm token={token} />
    ) : (
      <CenteredLoader label={t('auth.checkingLink')} py={24} />
    );
  return (
    <ToneZone background="#0a0908" component="div" className={classes.root}>
      <div className={classes.overlay} aria-hidden />
      <Container size="xs" w="100%" py={{ base: 40, md: 88 }} px={{ base: 'md', sm: 'xl' }}>
        <Paper shadow="xl" radius="md" p={{ base: 'lg', sm: 40 }} className={classes.card} mx="auto">
          <Title order={1} size="h3" mb={4}>
            {t('auth.chooseNewPassword')}
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            {check.data?.valid ? t('auth.resetRules') : t('auth.resetLinkLife')}
          </Text>
          {body}
        </Paper>
      </Container>
    </ToneZone>
  );
}
