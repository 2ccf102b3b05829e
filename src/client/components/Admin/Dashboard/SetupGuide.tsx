import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { SetupStep } from '@shared/schemas/dashboard';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTabId } from '../../../features/admin/tabs';
import { notifyFailure } from '../../../features/notify';
import { useTRPC } from '../../../trpc';
import { AnchorLink } from '../../RouterLinks';
import classes from './Dashboard.module.css';

/** Each step as the owner reads it, and the screen that does it (none: done outside the admin). */
const STEPS: Record<SetupStep, { title: string; help: string; tab?: AdminTabId; action?: string }> = {
  name: {
    title: 'Name and logo',
    help: 'Your shop’s name (Settings → Store) and its logo (Customization → Logo).',
    tab: 'settings',
    action: 'Open Settings',
  },
  contact: {
    title: 'Contact details',
    help: 'The e-mail, phone and address shoppers see on the Contact page and in your mails.',
    tab: 'contact',
    action: 'Open Contact Page',
  },
  shipping: {
    title: 'Shipping methods and prices',
    help: 'What you charge to ship to the US and Canada, and how long it takes.',
    tab: 'settings',
    action: 'Open Settings',
  },
  tax: {
    title: 'Where you collect tax',
    help: 'The provinces and states where you are registered to collect sales tax.',
    tab: 'settings',
    action: 'Open Settings',
  },
  payments: {
    title: 'Card payments',
    help: 'Stripe’s keys in the shop’s server settings (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET), then one payment, so the shop hears Stripe’s webhook once. See “Running the shop”.',
  },
  mail: {
    title: 'Mail',
    help: 'SMTP_URL set in the server’s settings and a message delivered: send yourself a test from Campaigns.',
    tab: 'messages',
    action: 'Open Messages',
  },
  product: {
    title: 'Your first product',
    help: 'A product or a painting, with its photos and stock.',
    tab: 'products',
    action: 'Open Products',
  },
  legal: {
    title: 'Legal pages reviewed',
    help: 'Read and save Terms & Conditions, Privacy Policy and Shipping & Returns.',
    tab: 'pages',
    action: 'Open Pages',
  },
};

/**
 * "Get your shop ready" (issue 44, item 2) at the top of a new shop's dashboard: each step ticks itself from the
 * shop's data (the server checks), with a link to its screen; once every step is done the owner may dismiss it.
 */
export function SetupGuide() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const guide = useQuery(trpc.admin.dashboard.setupGuide.queryOptions());
  const dismiss = useMutation(
    trpc.admin.site.setSetting.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.admin.dashboard.setupGuide.queryKey() }),
      onError: (error) => notifyFailure(error, 'Failed to hide the guide'),
    }),
  );
  if (!guide.data || guide.data.dismissed) return null;
  const { steps } = guide.data;
  const done = steps.filter((s) => s.done).length;
  const complete = done === steps.length;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="setup-guide">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={3} fz="lg" id="setup-guide">
              Get your shop ready
            </Title>
            <Text size="sm" c="dimmed">
              {complete
                ? 'Everything is set: your shop is ready for its first customers.'
                : `${done} of ${steps.length} done. Each step ticks itself once it is done.`}
            </Text>
          </Stack>
          {complete && (
            <Button
              variant="default"
              size="xs"
              loading={dismiss.isPending}
              onClick={() => dismiss.mutate({ key: 'setupGuideDismissed', value: true })}
            >
              Dismiss
            </Button>
          )}
        </Group>
        <Progress value={(done / steps.length) * 100} size="sm" aria-label={`${done} of ${steps.length} steps done`} />
        <ul className={classes.setup}>
          {steps.map(({ key, done: ticked }) => {
            const step = STEPS[key];
            return (
              <li key={key} className={classes.setupStep}>
                <ThemeIcon
                  variant={ticked ? 'filled' : 'light'}
                  color={ticked ? 'green' : 'gray'}
                  radius="xl"
                  size={24}
                  aria-hidden
                >
                  {ticked ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
                </ThemeIcon>
                <Stack gap={2} className={classes.setupText}>
                  <Text size="sm" fw={600}>
                    {step.title}
                    <Text span size="sm" c="dimmed" fw={400}>
                      {ticked ? ' · Done' : ' · To do'}
                    </Text>
                  </Text>
                  {!ticked && (
                    <Text size="xs" c="dimmed">
                      {step.help}
                    </Text>
                  )}
                </Stack>
                {!ticked && step.tab && (
                  <AnchorLink to="/admin" search={{ tab: step.tab }} size="sm" className={classes.setupLink}>
                    {step.action}
                  </AnchorLink>
                )}
              </li>
            );
          })}
        </ul>
      </Stack>
    </Paper>
  );
}
