import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { useT } from '../../i18n/hooks';
import authMessages from '../../i18n/messages/auth.en.json';

type Id = keyof typeof authMessages;

/** The shared schemas' validation messages (English, the spec's texts) → their ids, to show them in the page's language. */
const ID_OF_MESSAGE = new Map(
  (Object.entries(authMessages) as Array<[Id, string]>)
    .filter(([id]) => id.startsWith('auth.validation.'))
    .map(([id, text]) => [text, id] as const),
);

/**
 * `validate: useValidation(schema)`: the form's zod resolver, its messages in the page's language (an unknown
 * message stays as the schema wrote it).
 */
export function useValidation(schema: Parameters<typeof zod4Resolver>[0]) {
  const t = useT(authMessages);
  return useMemo(() => {
    const resolve = zod4Resolver(schema);
    return (values: Record<string, unknown>): FormErrors => {
      const errors = resolve(values);
      return Object.fromEntries(
        Object.entries(errors).map(([field, message]) => {
          const id = typeof message === 'string' ? ID_OF_MESSAGE.get(message) : undefined;
          return [field, id ? t(id) : message];
        }),
      );
    };
  }, [schema, t]);
}

/** A shared schema's message in the page's language (the password form's mismatch toast). */
export function useValidationMessage(): (message: string) => string {
  const t = useT(authMessages);
  return (message) => {
    const id = ID_OF_MESSAGE.get(message);
    return id ? t(id) : message;
  };
}
