import '@mantine/charts/styles.layer.css';
import { AreaChart } from '@mantine/charts';
import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { DashboardDay } from '@shared/schemas/dashboard';
import { useState } from 'react';
import classes from './Dashboard.module.css';

type Metric = 'revenue' | 'orders';

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Revenue (sales, tax and shipping included, refunds deducted on their own day) or sales per day over the last 30
 * days; a new shop sees a flat line and a note.
 */
export function SalesChart({ days, currencySymbol }: { days: DashboardDay[]; currencySymbol: string }) {
  const [metric, setMetric] = useState<Metric>('revenue');
  const data = days.map((d) => ({ ...d, day: dayLabel.format(new Date(`${d.date}T00:00:00Z`)) }));
  const empty = days.every((d) => d.orders === 0 && d.revenue === 0);
  const money = (value: number) => formatMoney(value, currencySymbol);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="lg">
            Sales, last 30 days
          </Title>
          <Text size="xs" c="dimmed">
            By the day sales were paid and refunds made (UTC)
          </Text>
        </Stack>
        <SegmentedControl
          size="xs"
          value={metric}
          onChange={(value) => setMetric(value as Metric)}
          data={[
            { value: 'revenue', label: 'Revenue' },
            { value: 'orders', label: 'Orders' },
          ]}
          aria-label="Chart shows"
        />
      </Group>
      <div className={classes.chart}>
        <AreaChart
          h={240}
          data={data}
          dataKey="day"
          series={[{ name: metric, label: metric === 'revenue' ? 'Revenue' : 'Orders', color: 'teal.6' }]}
          curveType="monotone"
          withDots={false}
          gridAxis="x"
          tickLine="none"
          valueFormatter={metric === 'revenue' ? money : (value) => String(value)}
          yAxisProps={{ allowDecimals: metric === 'revenue', width: metric === 'revenue' ? 72 : 32 }}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
          role="img"
          aria-label={metric === 'revenue' ? 'Revenue per day' : 'Orders per day'}
        />
        {empty && (
          <Text size="sm" c="dimmed" className={classes.chartEmpty}>
            No sales yet. Paid orders will show up here day by day.
          </Text>
        )}
      </div>
    </Paper>
  );
}
