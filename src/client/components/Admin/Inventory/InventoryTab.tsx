import { Stack, Tabs } from '@mantine/core';
import type { InventoryItem } from '@shared/schemas/inventory';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { TabHeader } from '../shared/TabHeader';
import { useDialog } from '../shared/use-dialog';
import { ItemsPanel } from './ItemsPanel';
import { PurchaseOrderDialog, type PurchaseOrderDraft } from './PurchaseOrderForm';
import { PurchaseOrdersPanel } from './PurchaseOrdersPanel';
import { PurchaseOrderView } from './PurchaseOrderView';
import { TransactionsPanel } from './TransactionsPanel';
import { VendorsPanel } from './VendorsPanel';

const SUB_TABS = [
  { value: 'inventory', label: 'Inventory' },
  { value: 'low-stock', label: 'Low Stock' },
  { value: 'vendors', label: 'Vendors' },
  { value: 'purchase-orders', label: 'Purchase Orders' },
  { value: 'transactions', label: 'Transactions' },
] as const;

/** Stock records: items and their stock, what runs low, vendors, purchase orders and the ledger. */
export function InventoryTab() {
  const { view } = useSearch({ from: '/admin' });
  const navigate = useNavigate();
  const tab = SUB_TABS.find((t) => t.value === view)?.value ?? 'inventory';
  // Each sub-list in the URL (`&view=transactions`), starting at its first page, unsorted and unfiltered.
  const setTab = (value: string) =>
    void navigate({ to: '/admin', search: { tab: 'inventory', view: value === 'inventory' ? undefined : value } });
  const drafting = useDialog<PurchaseOrderDraft>();
  const [viewing, setViewing] = useState<number | null>(null);
  const order = (item: InventoryItem | null) => drafting.open({ item });

  return (
    <Stack gap="lg">
      <TabHeader
        title="Inventory"
        description="Stock of every product and painting, vendors, purchase orders and the stock ledger."
      />
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
        <Tabs.List mb="md">
          {SUB_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="inventory">
          <ItemsPanel onOrder={order} />
        </Tabs.Panel>
        <Tabs.Panel value="low-stock">
          <ItemsPanel lowOnly onOrder={order} />
        </Tabs.Panel>
        <Tabs.Panel value="vendors">
          <VendorsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="purchase-orders">
          <PurchaseOrdersPanel onCreate={() => order(null)} onView={setViewing} />
        </Tabs.Panel>
        <Tabs.Panel value="transactions">
          <TransactionsPanel />
        </Tabs.Panel>
      </Tabs>
      <PurchaseOrderDialog
        opened={drafting.opened}
        formKey={drafting.key}
        draft={drafting.item}
        onClose={drafting.close}
        onSaved={(saved) => {
          setTab('purchase-orders');
          setViewing(saved.id);
        }}
      />
      <PurchaseOrderView
        orderId={viewing}
        onClose={() => setViewing(null)}
        onEdit={(o) => {
          setViewing(null);
          drafting.open({ order: o });
        }}
      />
    </Stack>
  );
}
