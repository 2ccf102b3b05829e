import { Alert, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { DashboardSummary } from '@shared/schemas/dashboard';
import { IconCalendarWeek, IconCash, IconReceipt, IconTrendingUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeAudit, timeAgo } from '../../../features/admin/audit';
import { useSession } from '../../../features/session';
import { useSettings } from '../../../features/settings';
import { useTRPC } from '../../../trpc';
import { TabHeader } from '../shared/TabHeader';
import classes from './Dashboard.module.css';
import { BestSellers, LowStock, RecentOrders } from './DashboardLists';
import { SalesChart } from './SalesChart';
import { SetupGuide } from './SetupGuide';

/** How many audit entries the dashboard lists. */
const RECENT = 12;

/** What the sales figures (the totals, the chart and the average) include: the sales report's money, day by day. */
const SALES_INCLUDE = 'Sales, tax and shipping included, refunds deducted';

interface StatProps {
  label: string;
  icon: ReactNode;
  value: string | undefined;
  detail: string | null;
  loading: boolean;
}

function Stat({ label, icon, value, detail, loading }: StatProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.stat}>
      <Stack gap={6} miw={0}>
        <Group gap={8} wrap="nowrap">
          <ThemeIcon variant="light" size={26} radius="sm">
            {icon}
          </ThemeIcon>
          <Text size="xs" tt="uppercase" fw={600} c="dimmed" className={classes.label}>
            {label}
          </Text>
        </Group>
        {loading ? (
          <Skeleton height={32} width={96} />
        ) : (
          <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.15}>
            {value ?? '—'}
          </Text>
        )}
        <Text size="xs" c="dimmed" mih={18}>
          {loading ? '' : detail}
        </Text>
      </Stack>
    </Paper>
  );
}

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

type Period = 'today' | 'week' | 'month';
type Charged = DashboardSummary['currencies'];

/**
 * A figure in each currency charged, each in its own money ('$1,234.00 · CA$567.00'; never added up across
 * currencies), the currencies without one left out ('—' when none has one).
 */
function eachCurrency(charged: Charged, figure: (c: Charged[number]) => number | null): string {
  const shown = charged.flatMap((c) => {
    const value = figure(c);
    return value === null ? [] : [formatMoney(value, c.currency)];
  });
  return shown.length > 0 ? shown.join(' · ') : '—';
}

/** At a glance: sales over the last 30 days, what sells, what runs low, the latest orders and admin actions. */
export function DashboardTab() {
  const trpc = useTRPC();
  const { user } = useSession();
  const { currencySymbol } = useSettings();
  const summary = useQuery(trpc.admin.dashboard.summary.queryOptions(undefined, { refetchOnMount: 'always' }));
  const audit = useQuery(trpc.admin.site.auditLog.queryOptions(undefined, { refetchOnMount: 'always' }));
  const data = summary.data;
  const money = (value: number | undefined) => (value === undefined ? undefined : formatMoney(value, currencySymbol));
  /** '3 orders', and what discounts took off when they did: '3 orders · $12.00 discounts'. */
  const withDiscounts = (period: { orders: number; discounts?: number }) =>
    period.discounts ? `${orders(period.orders)} · ${money(period.discounts)} discounts` : orders(period.orders);
  // With orders in more than one currency: each in its own money ('$1,234.00 · CA$567.00'), then the base total.
  const charged = data && data.currencies.length > 1 ? data.currencies : null;
  const period = (key: Period) => ({
    value: charged ? eachCurrency(charged, (c) => c.totals[key].revenue) : money(data?.totals[key].revenue),
    detail: data
      ? `${charged ? `${money(data.totals[key].revenue)} in all · ` : ''}${withDiscounts(data.totals[key])}`
      : null,
  });
  const averageOrder = charged
    ? eachCurrency(charged, (c) => c.averageOrderValue)
    : data
      ? (money(data.averageOrderValue ?? undefined) ?? '—')
      : undefined;

  return (
    <Stack gap="lg">
      <TabHeader
        title={user ? `Welcome back, ${user.username}` : 'Dashboard'}
        description="Your studio at a glance: sales, best sellers, stock running low and the latest orders."
      />
      <SetupGuide />
      {summary.isError && (
        <Alert color="red" variant="light">
          Could not load the sales figures.
        </Alert>
      )}
      <Stack gap={6}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
          <Stat
            label="Today"
            icon={<IconCash size={16} aria-hidden />}
            {...period('today')}
            loading={summary.isPending}
          />
          <Stat
            label="Last 7 days"
            icon={<IconCalendarWeek size={16} aria-hidden />}
            {...period('week')}
            loading={summary.isPending}
          />
          <Stat
            label="Last 30 days"
            icon={<IconTrendingUp size={16} aria-hidden />}
            {...period('month')}
            loading={summary.isPending}
          />
          <Stat
            label="Average order"
            icon={<IconReceipt size={16} aria-hidden />}
            value={averageOrder}
            detail={
              charged && data?.averageOrderValue != null
                ? `${money(data.averageOrderValue)} in all · last 30 days`
                : 'last 30 days'
            }
            loading={summary.isPending}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {SALES_INCLUDE}
        </Text>
        {data?.recovered && (
          <Text size="sm">
            Recovered by cart e-mails (last 30 days): {orders(data.recovered.orders)} · {money(data.recovered.revenue)}
          </Text>
        )}
      </Stack>

      {summary.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : (
        data && (
          <>
            <SalesChart days={data.days} currencySymbol={currencySymbol} />
            <RecentOrders data={data} currencySymbol={currencySymbol} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <BestSellers data={data} currencySymbol={currencySymbol} />
              <LowStock data={data} />
            </SimpleGrid>
          </>
        )
      )}

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={3} fz="lg" mb="md">
          Recent activity
        </Title>
        {audit.isError ? (
          <Alert color="red" variant="light">
            Could not load the activity log.
          </Alert>
        ) : audit.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading activity">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : audit.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nothing yet: changes made in this panel will be listed here.
          </Text>
        ) : (
          <ul className={classes.activity}>
            {audit.data.slice(0, RECENT).map((entry) => (
              <li key={entry.id} className={classes.entry}>
                <Text size="sm" className={classes.what}>
                  {describeAudit(entry)}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" color="gray" size="sm">
                    {entry.actor}
                  </Badge>
                  <Text size="xs" c="dimmed" title={new Date(entry.createdAt).toLocaleString()}>
                    {timeAgo(entry.createdAt)}
                  </Text>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </Paper>
    </Stack>
  );
}
