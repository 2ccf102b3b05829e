import { IconCheck, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { notifyFailure, notifySuccess } from '../../features/notify';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import newsletterMessages from '../../i18n/messages/newsletter.en.json';
import { useTRPC } from '../../trpc';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import { Text, Title } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { TextInput } from '../Plain/PlainFields';
import { Container } from '../Plain/PlainLayout';
import { ToneZone } from '../ToneZone/ToneZone';
import classes from './Newsletter.module.css';

/** The schema (and zod with it) loads on the first submit, keeping it out of the home page's first load. */
async function validateEmail(email: string): Promise<{ email: string } | null> {
  const { newsletterInput } = await import('../../../shared/schemas/content');
  const parsed = newsletterInput.safeParse({ email });
  return parsed.success ? parsed.data : null;
}

/**
 * The newsletter block: idle, submitting (inputs disabled, spinner), then success
 * (the form resets and stays disabled) or back to idle on error (spec §4).
 */
export function Newsletter() {
  const trpc = useTRPC();
  const settings = useSettings();
  const t = useT(newsletterMessages);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [validating, setValidating] = useState(false);
  const subscribe = useMutation(
    trpc.content.subscribe.mutationOptions({
      onSuccess: () => {
        setEmail('');
        notifySuccess(t('newsletter.subscribed'), t('newsletter.thanks'));
      },
      onError: (failure) => notifyFailure(failure, t('newsletter.failed')),
    }),
  );
  const submitting = validating || subscribe.isPending;
  const done = subscribe.isSuccess;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || done) return;
    setValidating(true);
    const result = await validateEmail(email).finally(() => setValidating(false));
    if (!result) {
      setError(t('newsletter.invalidEmail'));
      return;
    }
    setError(null);
    subscribe.mutate(result);
  };

  return (
    <ToneZone background={settings.newsletterBackgroundColor} aria-labelledby="newsletter-title">
      <Container size="sm" py={{ base: 64, sm: 96 }} ta="center">
        <IconMail size={36} stroke={1.3} color={settings.newsletterAccentColor} aria-hidden />
        <Title id="newsletter-title" order={2} className={classes.title} mt="sm">
          {settings.newsletterTitle}
        </Title>
        <Text className={classes.subtitle} mt="md">
          {settings.newsletterSubtitle}
        </Text>
        <form noValidate onSubmit={submit} className={classes.form}>
          <HydrationGate>
            <TextInput
              type="email"
              autoComplete="email"
              aria-label={t('newsletter.emailLabel')}
              placeholder={t('newsletter.emailPlaceholder')}
              size="md"
              radius={0}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              disabled={submitting || done}
              className={classes.input}
            />
            <Button
              type="submit"
              size="md"
              radius={0}
              color={settings.newsletterAccentColor}
              loading={submitting}
              disabled={done}
              leftSection={done ? <IconCheck size={18} aria-hidden /> : undefined}
              className={classes.button}
            >
              {t(done ? 'newsletter.subscribedButton' : 'newsletter.subscribe')}
            </Button>
          </HydrationGate>
        </form>
        <Text size="xs" className={classes.terms} mt="lg">
          {settings.newsletterTerms}
        </Text>
      </Container>
    </ToneZone>
  );
}
