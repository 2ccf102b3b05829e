import '@mantine/core/styles/Combobox.layer.css';
import { NativeSelect, Textarea, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTACT_SUBJECTS, type ContactInput, contactInput } from '@shared/schemas/content';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from '../../features/notify';
import { useT } from '../../i18n/hooks';
import contactMessages from '../../i18n/messages/contact.en.json';
import { useTRPC } from '../../trpc';
import { useValidation } from '../Auth/use-validation';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import { Stack, Text, Title } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import classes from './Contact.module.css';

type ContactValues = Omit<ContactInput, 'subject'> & { subject: ContactInput['subject'] | '' };

/**
 * The contact form: idle, submitting (inputs disabled), then 'Message Sent!' with
 * 'Send Another Message', or back to idle with an error toast (spec §4).
 */
export function ContactForm() {
  const trpc = useTRPC();
  const t = useT(contactMessages);
  const subjects = [
    { value: '', label: t('contact.selectSubject'), disabled: true },
    ...CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contact.subject.${value}`) })),
  ];
  const form = useForm<ContactValues>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', subject: '', message: '' },
    validate: useValidation(contactInput),
  });
  const send = useMutation(
    trpc.content.contact.mutationOptions({
      onSuccess: () => {
        form.reset();
        notifySuccess(t('contact.sentToast'), t('contact.sentToastText'));
      },
      onError: (error) => notifyFailure(error, t('contact.sendFailed')),
    }),
  );

  if (send.isSuccess) {
    return (
      <Stack align="center" gap="md" py={48} ta="center" role="status">
        <ThemeIcon size={64} radius="xl" variant="light" color="green">
          <IconCircleCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={3}>{t('contact.sentTitle')}</Title>
        <Text c="dimmed" maw={360}>
          {t('contact.sentText')}
        </Text>
        <Button variant="outline" radius={0} onClick={() => send.reset()}>
          {t('contact.sendAnother')}
        </Button>
      </Stack>
    );
  }

  const busy = send.isPending;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values as ContactInput))}>
      <HydrationGate>
        <Stack gap="md">
          <TextInput
            label={t('contact.name')}
            autoComplete="name"
            radius={0}
            disabled={busy}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            radius={0}
            disabled={busy}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <NativeSelect
            label={t('contact.subject')}
            radius={0}
            data={subjects}
            disabled={busy}
            key={form.key('subject')}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label={t('contact.message')}
            radius={0}
            rows={6}
            disabled={busy}
            key={form.key('message')}
            {...form.getInputProps('message')}
          />
          <Button
            type="submit"
            size="md"
            radius={0}
            loading={busy}
            leftSection={<IconSend size={18} aria-hidden />}
            className={classes.submit}
          >
            {t('contact.send')}
          </Button>
        </Stack>
      </HydrationGate>
    </form>
  );
}
