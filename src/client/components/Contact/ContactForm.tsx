import '@mantine/core/styles/Combobox.layer.css';
import { Button, NativeSelect, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS, type ContactInput, contactInput } from '@shared/schemas/content';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { notifyFailure, notifySuccess } from '../../features/notify';
import { useTRPC } from '../../trpc';
import classes from './Contact.module.css';

type ContactValues = Omit<ContactInput, 'subject'> & { subject: ContactInput['subject'] | '' };

const SUBJECT_OPTIONS = [
  { value: '', label: 'Select a subject', disabled: true },
  ...CONTACT_SUBJECTS.map((value) => ({ value, label: CONTACT_SUBJECT_LABELS[value] })),
];

/**
 * The contact form: idle, submitting (inputs disabled), then 'Message Sent!' with
 * 'Send Another Message', or back to idle with an error toast (spec §4).
 */
export function ContactForm() {
  const trpc = useTRPC();
  const form = useForm<ContactValues>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', subject: '', message: '' },
    validate: zod4Resolver(contactInput),
  });
  const send = useMutation(
    trpc.content.contact.mutationOptions({
      onSuccess: () => {
        form.reset();
        notifySuccess('Message sent!', "Thank you for your message. We'll get back to you soon.");
      },
      onError: (error) => notifyFailure(error, 'Failed to send message. Please try again.'),
    }),
  );

  if (send.isSuccess) {
    return (
      <Stack align="center" gap="md" py={48} ta="center" role="status">
        <ThemeIcon size={64} radius="xl" variant="light" color="green">
          <IconCircleCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={3}>Message Sent!</Title>
        <Text c="dimmed" maw={360}>
          Thank you for reaching out. We'll get back to you within 24-48 business hours.
        </Text>
        <Button variant="outline" radius={0} onClick={() => send.reset()}>
          Send Another Message
        </Button>
      </Stack>
    );
  }

  const busy = send.isPending;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values as ContactInput))}>
      <Stack gap="md">
        <TextInput
          label="Your Name"
          autoComplete="name"
          radius={0}
          disabled={busy}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email Address"
          type="email"
          autoComplete="email"
          radius={0}
          disabled={busy}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <NativeSelect
          label="Subject"
          radius={0}
          data={SUBJECT_OPTIONS}
          disabled={busy}
          key={form.key('subject')}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Message"
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
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
