import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../i18n/hooks';
import authMessages from '../../i18n/messages/auth.en.json';

/** The Username field of the sign-in and register forms, wired to the form. */
export function UsernameField<Values extends { username: string }>({ form }: { form: UseFormReturnType<Values> }) {
  const t = useT(authMessages);
  return (
    <TextInput
      label={t('auth.username')}
      autoComplete="username"
      key={form.key('username')}
      {...form.getInputProps('username')}
    />
  );
}
