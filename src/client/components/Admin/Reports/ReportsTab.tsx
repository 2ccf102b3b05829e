import { Stack } from '@mantine/core';
import { TabHeader } from '../shared/TabHeader';

/** Reports and exports for the accountant and the newsletter. */
export function ReportsTab() {
  return (
    <Stack gap="lg">
      <TabHeader title="Reports" description="Sales and tax by month, and CSV exports." />
    </Stack>
  );
}
