import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { TabHeader } from '../shared/TabHeader';

/** Inventory, vendors, purchase orders and the stock ledger come with the next release. */
export function InventoryTab() {
  return (
    <Stack gap="lg">
      <TabHeader title="Inventory" description="Stock records, vendors, purchase orders and transactions." />
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start" maw={560}>
          <ThemeIcon variant="light" size={52} radius="md">
            <IconBuildingWarehouse size={28} aria-hidden />
          </ThemeIcon>
          <Title order={3} fz="xl">
            Coming soon
          </Title>
          <Text c="dimmed">
            Inventory management is on its way. Until then, set stock levels in the product and painting dialogs; every
            change is already recorded in the stock ledger.
          </Text>
          <List size="sm" c="dimmed" spacing={4}>
            <List.Item>Inventory and low-stock lists</List.Item>
            <List.Item>Vendors and purchase orders, received into stock</List.Item>
            <List.Item>The transactions ledger, newest first</List.Item>
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}
