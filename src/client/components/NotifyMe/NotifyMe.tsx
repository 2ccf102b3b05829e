import { IconBell, IconCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { notifyFailure } from '../../features/notify';
import { useCurrentUser } from '../../features/session';
import { useT } from '../../i18n/hooks';
import notifyMessages from '../../i18n/messages/notify-me.en.json';
import { useTRPC } from '../../trpc';
import { Stack, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { Paper } from '../Plain/PlainLayout';
import classes from './NotifyMe.module.css';

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
 * "Notify me" (issue 40), the form its button opens (`LazyNotifyMe`): the e-mail pre-filled for a signed-in customer, the
 * sold-out size/colour to wait for (when there are several), the consent line and the optional newsletter box;
 * then its answer in place. One request per submit, `notify.request`.
 */
export default function NotifyMe({ target, options, initial, release = false }: NotifyMeProps) {
  const t = useT(notifyMessages);
  const trpc = useTRPC();
  const me = useCurrentUser();
  const errorId = useId();
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
  return (
    <Paper withBorder radius={0} p="md" mt="md">
      <form noValidate onSubmit={submit} aria-label={t(release ? 'notifyMe.releaseTitle' : 'notifyMe.title')}>
        <Stack gap="sm">
          <Text fw={700}>{t(release ? 'notifyMe.releaseTitle' : 'notifyMe.title')}</Text>
          {options.length > 1 && (
            <label className={classes.field}>
              <span className={classes.label}>{t('notifyMe.which')}</span>
              <select className={classes.input} value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
                {options.map((o) => (
                  <option key={optionKey(o)} value={optionKey(o)}>
                    {optionLabel(o)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className={classes.field}>
            <span className={classes.label}>{t('notifyMe.emailLabel')}</span>
            <input
              className={classes.input}
              type="email"
              autoComplete="email"
              value={email}
              // Focus moves into the form it opened (keyboard users land on the field to fill).
              // biome-ignore lint/a11y/noAutofocus: the field the shopper's own press just opened
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                setError(null);
              }}
            />
            {error && (
              <span id={errorId} className={classes.error}>
                {error}
              </span>
            )}
          </label>
          <Text size="sm">{t(release ? 'notifyMe.releaseConsent' : 'notifyMe.consent')}</Text>
          <label className={classes.check}>
            <input type="checkbox" checked={newsletter} onChange={(e) => setNewsletter(e.currentTarget.checked)} />
            <span>{t('notifyMe.newsletter')}</span>
          </label>
          <Button type="submit" radius={0} loading={request.isPending} leftSection={<IconBell size={18} aria-hidden />}>
            {t('notifyMe.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
