import { Autocomplete, Stack, TextInput } from '@mantine/core';
import type { AdminOrder } from '@shared/schemas/admin-orders';
import { CARRIERS, knownCarrier } from '@shared/tracking';
import { useState } from 'react';
import { AdminModal } from '../shared/AdminModal';
import { FormActions } from '../shared/FormActions';
import { useOrderMutations } from './use-order-mutations';

const CARRIER_CHOICES = [...CARRIERS, 'Purolator'];

/** Marks the order shipped: a tracking number is required, the carrier is optional. Each opening starts afresh. */
export function ShipDialog({ order, opened, onClose }: { order: AdminOrder; opened: boolean; onClose: () => void }) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={`Ship order #${order.id}`} size="md">
      {opened && <ShipForm order={order} onClose={onClose} />}
    </AdminModal>
  );
}

function ShipForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const [tracking, setTracking] = useState('');
  const [carrier, setCarrier] = useState(order.country === 'CA' ? 'Canada Post' : 'USPS');
  const [page, setPage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const other = carrier.trim() !== '' && !knownCarrier(carrier);
  const { setStatus } = useOrderMutations(order.id, onClose);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!tracking.trim()) {
      setError('A tracking number is required');
      return;
    }
    setStatus.mutate({
      id: order.id,
      status: 'shipped',
      trackingNumber: tracking.trim(),
      carrier: carrier.trim() || undefined,
      trackingPage: other && page.trim() ? page.trim() : undefined,
    });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label="Tracking number"
          required
          data-autofocus
          value={tracking}
          error={error}
          onChange={(event) => {
            setTracking(event.currentTarget.value);
            setError(null);
          }}
        />
        <Autocomplete label="Carrier" data={CARRIER_CHOICES} value={carrier} onChange={setCarrier} />
        {other && (
          <TextInput
            label="Tracking page"
            description="The carrier's tracking address (https://…); {number} stands for the tracking number."
            placeholder="https://carrier.example/track?n={number}"
            value={page}
            onChange={(event) => setPage(event.currentTarget.value)}
          />
        )}
        <FormActions submitLabel="Mark as shipped" pending={setStatus.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
