import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { SalesMonth } from '@shared/schemas/reports';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../features/settings';
import { useTRPC } from '../../../trpc';
import { exportUrl } from './export-url';

const MONEY_COLUMNS = ['gross', 'discounts', 'refunds', 'net', 'shipping', 'tax'] as const;

/** Sales and tax by month: a chart of net sales and tax, the table an accountant needs, and its CSV. */
export function SalesReportPanel({ range }: { range: { from?: string; to?: string } }) {
  const trpc = useTRPC();
  const { currencySymbol } = useSettings();
  const report = useQuery({ ...trpc.admin.reports.sales.queryOptions(range), placeholderData: keepPreviousData });
  const money = (n: number) => formatMoney(n, currencySymbol);
  const row = (label: string, m: Omit<SalesMonth, 'month'>, strong = false) => (
    <Table.Tr key={label} fw={strong ? 700 : undefined}>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right">{m.orders}</Table.Td>
      {MONEY_COLUMNS.map((key) => (
        <Table.Td key={key} ta="right">
          {money(m[key])}
        </Table.Td>
      ))}
      <Table.Td>
        <Text size="xs" c="dimmed">
          {Object.entries(m.taxByRegion)
            .map(([region, tax]) => `${region} ${money(tax)}`)
            .join(' · ')}
        </Text>
        <Text size="xs" c="dimmed">
          {Object.entries(m.taxByLine)
            .map(([line, tax]) => `${line} ${money(tax)}`)
            .join(' · ')}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Sales and tax">
      <Group justify="space-between" mb="md">
        <Stack gap={2}>
          <Title order={3} fz="lg">
            Sales and tax by month
          </Title>
          <Text size="xs" c="dimmed">
            Orders that took money, by the month they were paid (UTC); refunds in the month of their order.
          </Text>
        </Stack>
        <Button
          component="a"
          href={exportUrl('sales', range)}
          download
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
        >
          Download CSV
        </Button>
      </Group>
      {report.isError ? (
        <Alert color="red" title="The report could not be loaded">
          {report.error.message}
        </Alert>
      ) : !report.data ? (
        <Skeleton height={240} />
      ) : report.data.months.length === 0 ? (
        <Text c="dimmed">No sales in this period.</Text>
      ) : (
        <Stack gap="md">
          <BarChart
            h={220}
            data={report.data.months}
            dataKey="month"
            series={[
              { name: 'net', label: 'Net sales', color: 'teal.6' },
              { name: 'tax', label: 'Tax', color: 'orange.6' },
            ]}
            valueFormatter={money}
            withLegend
            aria-label="Net sales and tax by month"
          />
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="xs" aria-label="Sales by month">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <Table.Th ta="right">Orders</Table.Th>
                  {MONEY_COLUMNS.map((key) => (
                    <Table.Th key={key} ta="right" tt="capitalize">
                      {key}
                    </Table.Th>
                  ))}
                  <Table.Th>Tax by region and line</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.months.map((m) => row(m.month, m))}
                {row('Total', report.data.totals, true)}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Paper>
  );
}
