import { Button, Group, Text } from '@mantine/core';
import type { ExportKind } from '@shared/schemas/reports';
import { IconDownload } from '@tabler/icons-react';
import { Section } from '../Orders/Section';
import { exportUrl } from './export-url';

const EXPORTS: { kind: ExportKind; label: string; dated: boolean }[] = [
  { kind: 'orders', label: 'Orders', dated: true },
  { kind: 'order-lines', label: 'Order lines', dated: true },
  { kind: 'sales', label: 'Sales & tax', dated: true },
  { kind: 'subscribers', label: 'Newsletter subscribers', dated: true },
  { kind: 'customers', label: 'Customers', dated: false },
  { kind: 'products', label: 'Products', dated: false },
  { kind: 'paintings', label: 'Paintings', dated: false },
  { kind: 'inventory', label: 'Inventory', dated: false },
  { kind: 'waitlist', label: 'Waitlist (Notify me)', dated: false },
];

/** A download link per export: the server names the file; dated ones take the range above. */
export function ExportsPanel({ range }: { range: { from?: string; to?: string } }) {
  return (
    <Section title="Exports (CSV)">
      <Text size="sm" c="dimmed" mb="sm">
        UTF-8 files with a header row that open in Excel, Numbers or LibreOffice. Orders, order lines, sales and
        subscribers follow the dates above.
      </Text>
      <Group gap="sm">
        {EXPORTS.map((e) => (
          <Button
            key={e.kind}
            component="a"
            href={exportUrl(e.kind, e.dated ? range : {})}
            download
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
          >
            {e.label}
          </Button>
        ))}
      </Group>
    </Section>
  );
}
