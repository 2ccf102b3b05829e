import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { SalesRegion } from '@shared/schemas/reports';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../features/settings';
import { useTRPC } from '../../../trpc';
import { exportUrl } from './export-url';

const MONEY_COLUMNS = [
  ['gross', 'Gross'],
  ['discounts', 'Discounts'],
  ['refunds', 'Refunds'],
  ['net', 'Net'],
  ['shipping', 'Shipping'],
  ['shippingRefunded', 'Shipping refunded'],
  ['tax', 'Tax'],
  ['taxRefunded', 'Tax refunded'],
  ['taxOwed', 'Tax owed'],
  // Deferred revenue (issue 41): gift cards sold are a liability until spent, outside gross, net and tax.
  ['giftCardsSold', 'Gift cards sold'],
  ['giftCardsRefunded', 'Gift cards refunded'],
] as const;

type Figures = Omit<SalesRegion, 'region'>;

/**
 * Sales and tax by month and region: a chart of net sales and tax owed, the table an accountant needs (each month,
 * then its states and provinces), and its CSV.
 */
export function SalesReportPanel({ range }: { range: { from?: string; to?: string } }) {
  const trpc = useTRPC();
  const { currencySymbol } = useSettings();
  const report = useQuery({ ...trpc.admin.reports.sales.queryOptions(range), placeholderData: keepPreviousData });
  const money = (n: number) => formatMoney(n, currencySymbol);
  const row = (key: string, label: string, m: Figures, kind: 'month' | 'region' | 'total') => (
    <Table.Tr key={key} fw={kind === 'total' ? 700 : kind === 'month' ? 600 : undefined}>
      <Table.Td pl={kind === 'region' ? 'xl' : undefined}>{label}</Table.Td>
      <Table.Td ta="right">{m.orders}</Table.Td>
      {MONEY_COLUMNS.map(([column]) => (
        <Table.Td key={column} ta="right">
          {money(m[column])}
        </Table.Td>
      ))}
      <Table.Td>
        <Text size="xs" c="dimmed">
          {Object.entries(m.taxByLine)
            .map(([line, tax]) => `${line} ${money(tax)}`)
            .join(' · ')}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
  const withRegions = (key: string, label: string, m: Figures & { regions: SalesRegion[] }, total = false) => [
    row(key, label, m, total ? 'total' : 'month'),
    ...m.regions.map((r) => row(`${key}-${r.region}`, r.region, r, 'region')),
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Sales and tax">
      <Group justify="space-between" mb="md">
        <Stack gap={2}>
          <Title order={3} fz="lg">
            Sales and tax by month
          </Title>
          <Text size="xs" c="dimmed">
            Sales in the month they were paid, refunds in the month they were made (UTC), then by state or province.
            Refunds are the merchandise given back; tax owed is the tax charged less the tax refunded.
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
              { name: 'taxOwed', label: 'Tax owed', color: 'orange.6' },
            ]}
            valueFormatter={money}
            withLegend
            aria-label="Net sales and tax owed by month"
          />
          <Table.ScrollContainer minWidth={1180}>
            <Table verticalSpacing="xs" aria-label="Sales by month and region">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <Table.Th ta="right">Orders</Table.Th>
                  {MONEY_COLUMNS.map(([key, label]) => (
                    <Table.Th key={key} ta="right">
                      {label}
                    </Table.Th>
                  ))}
                  <Table.Th>Tax owed by line</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.months.flatMap((m) => withRegions(m.month, m.month, m))}
                {withRegions('total', 'Total', report.data.totals, true)}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Paper>
  );
}
