import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Button, Checkbox, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconBell, IconCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { notifyFailure } from '../../features/notify';
import { useCurrentUser } from '../../features/session';
import { useT } from '../../i18n/hooks';
import notifyMessages from '../../i18n/messages/notify-me.en.json';
import { useTRPC } from '../../trpc';
import { HydrationGate } from '../HydrationGate/HydrationGate';

export interface NotifyMeProps {
  /** What to wait for: a product (with a size/colour from `options`) or a painting. */
  target: { productId: number } | { paintingId: number };
  /** The sold-out choices one may wait for (one empty choice for a painting or a release). */
  options: readonly { size: string; color: string }[];
  /** The choice to start from (the page's, when it is sold out). */
  initial?: { size: string; color: string };
  /** Waits for a release to open rather than for stock. */
  release?: boolean;
}

/** The schema (and zod with it) loads on the first submit. */
async function validEmail(email: string): Promise<boolean> {
  const { newsletterInput } = await import('../../../shared/schemas/content');
  return newsletterInput.safeParse({ email }).success;
}

const optionKey = (o: { size: string; color: string }) => `${o.size}\u0000${o.color}`;
const optionLabel = (o: { size: string; color: string }) => [o.size, o.color].filter(Boolean).join(' / ');

/**
 * "Notify me" (issue 40): a button that opens a small form, the e-mail pre-filled for a signed-in customer, the
 * sold-out size/colour to wait for (when there are several), the consent line and the optional newsletter box;
 * then its answer in place. One request per submit, `notify.request`.
 */
export default function NotifyMe({ target, options, initial, release = false }: NotifyMeProps) {
  const t = useT(notifyMessages);
  const trpc = useTRPC();
  const me = useCurrentUser();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = options.find((o) => initial && optionKey(o) === optionKey(initial)) ?? options[0];
  const [choice, setChoice] = useState(first ? optionKey(first) : '');
  const chosen = options.find((o) => optionKey(o) === choice) ?? first;
  const request = useMutation(
    trpc.notify.request.mutationOptions({
      onError: (failure) => notifyFailure(failure, t('notifyMe.failed')),
    }),
  );
  const signedInEmail = me.data?.email;
  useEffect(() => {
    if (signedInEmail) setEmail((typed) => typed || signedInEmail);
  }, [signedInEmail]);
  useEffect(() => {
    if (initial && options.some((o) => optionKey(o) === optionKey(initial))) setChoice(optionKey(initial));
  }, [initial, options]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    if (!(await validEmail(email))) {
      setError(t('notifyMe.invalidEmail'));
      return;
    }
    setError(null);
    request.mutate({ ...target, email, size: chosen?.size ?? '', color: chosen?.color ?? '', newsletter });
  };

  if (request.isSuccess) {
    return (
      <Text mt="md" role="status" data-testid="notify-me-done">
        <IconCheck size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
        {t('notifyMe.done', { email: email.trim() })}
      </Text>
    );
  }
  if (!open) {
    return (
      <HydrationGate>
        <Button
          mt="md"
          variant="outline"
          radius={0}
          fullWidth
          leftSection={<IconBell size={18} aria-hidden />}
          aria-expanded={false}
          aria-controls={formId}
          onClick={() => setOpen(true)}
        >
          {t('notifyMe.open')}
        </Button>
      </HydrationGate>
    );
  }
  return (
    <Paper withBorder radius={0} p="md" mt="md">
      <form
        id={formId}
        noValidate
        onSubmit={submit}
        aria-label={t(release ? 'notifyMe.releaseTitle' : 'notifyMe.title')}
      >
        <Stack gap="sm">
          <Text fw={700}>{t(release ? 'notifyMe.releaseTitle' : 'notifyMe.title')}</Text>
          {options.length > 1 && (
            <NativeSelect
              label={t('notifyMe.which')}
              radius={0}
              value={choice}
              onChange={(e) => setChoice(e.currentTarget.value)}
              data={options.map((o) => ({ value: optionKey(o), label: optionLabel(o) }))}
            />
          )}
          <TextInput
            type="email"
            autoComplete="email"
            label={t('notifyMe.emailLabel')}
            radius={0}
            value={email}
            // Focus moves into the form it opened (keyboard users land on the field to fill).
            data-autofocus
            autoFocus
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Text size="sm">{t(release ? 'notifyMe.releaseConsent' : 'notifyMe.consent')}</Text>
          <Checkbox
            label={t('notifyMe.newsletter')}
            checked={newsletter}
            onChange={(e) => setNewsletter(e.currentTarget.checked)}
          />
          <Button type="submit" radius={0} loading={request.isPending} leftSection={<IconBell size={18} aria-hidden />}>
            {t('notifyMe.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
