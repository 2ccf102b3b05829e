import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** The Username field of the sign-in and register forms, wired to the form. */
export function UsernameField<Values extends { username: string }>({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <TextInput
      label="Username"
      autoComplete="username"
      key={form.key('username')}
      {...form.getInputProps('username')}
    />
  );
}
