import { Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { TabHeader } from '../shared/TabHeader';
import { ExportsPanel } from './ExportsPanel';
import { NexusPanel } from './NexusPanel';
import { ProductImport } from './ProductImport';
import { SalesReportPanel } from './SalesReportPanel';

/** What the owner hands the accountant: the sales and tax report, CSV exports, and the product import. */
export function ReportsTab() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const range = { from: from || undefined, to: to || undefined };
  return (
    <Stack gap="lg">
      <TabHeader
        title="Reports"
        description="Sales and tax by month, tax thresholds, CSV exports for your accountant and newsletter, and the product import."
      />
      <Group gap="sm" align="flex-end">
        <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={180} />
        <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} w={180} />
      </Group>
      <SalesReportPanel range={range} />
      <NexusPanel />
      <ExportsPanel range={range} />
      <ProductImport />
    </Stack>
  );
}
