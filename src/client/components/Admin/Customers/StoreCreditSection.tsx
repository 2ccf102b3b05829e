import { Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatMoney } from '@shared/money';
import { STORE_CREDIT_REASON_MAX } from '@shared/schemas/store-credit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api-error';
import { notifySuccess } from '../../../features/notify';
import { useSettings } from '../../../features/settings';
import { formatDate } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { KIND_LABELS } from '../GiftCards/GiftCardsTab';
import { Section } from '../Orders/Section';

/**
 * A customer's store credit (issue 41, item 4): the balance, "Add credit" / "Remove credit" with a required reason,
 * and the history (every change a ledger row, with who and why). The server refuses a removal past the balance.
 */
export function StoreCreditSection({ customerKey }: { customerKey: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { currencySymbol } = useSettings();
  const money = (n: number) => (n < 0 ? `−${formatMoney(-n, currencySymbol)}` : formatMoney(n, currencySymbol));
  const credit = useQuery(trpc.admin.customers.credit.queryOptions({ id: customerKey }));
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useMutation(
    trpc.admin.customers.changeCredit.mutationOptions({
      onSuccess: (saved, input) => {
        queryClient.setQueryData(trpc.admin.customers.credit.queryKey({ id: customerKey }), saved);
        setAmount('');
        setReason('');
        notifySuccess(input.change === 'add' ? 'Credit added' : 'Credit removed');
      },
      onError: (e) => setError(serverMessage(e) ?? 'The store credit could not be changed'),
    }),
  );
  const submit = (kind: 'add' | 'remove') => {
    setError(null);
    if (amount === '' || Number(amount) <= 0) return setError('Enter an amount more than 0.');
    if (reason.trim() === '') return setError('A reason is required.');
    change.mutate({ id: customerKey, change: kind, amount: Number(amount), reason: reason.trim() });
  };
  return (
    <Section title="Store credit">
      {credit.isError ? (
        <Text size="sm" c="red.6">
          The store credit could not be loaded.
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={600} data-testid="store-credit-balance">
            Balance: {credit.data ? money(credit.data.balance) : '…'}
          </Text>
          <NumberInput
            label="Amount"
            prefix={currencySymbol}
            min={0.01}
            decimalScale={2}
            value={amount}
            onChange={setAmount}
            size="xs"
          />
          <TextInput
            label="Reason"
            description="Kept with the change; the customer sees it in their history."
            maxLength={STORE_CREDIT_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            size="xs"
          />
          {error && (
            <Text size="sm" c="red.6" role="alert">
              {error}
            </Text>
          )}
          <Group gap="xs">
            <Button size="xs" loading={change.isPending} onClick={() => submit('add')}>
              Add credit
            </Button>
            <Button size="xs" variant="light" color="red" loading={change.isPending} onClick={() => submit('remove')}>
              Remove credit
            </Button>
          </Group>
          {credit.data && credit.data.history.length > 0 && (
            <Table fz="xs" aria-label="Store credit history">
              <Table.Tbody>
                {credit.data.history.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatDate(e.createdAt, 'medium')}</Table.Td>
                    <Table.Td>
                      {KIND_LABELS[e.kind]}
                      {e.orderId ? ` · #${e.orderId}` : ''}
                      <Text span size="xs" c="dimmed" display="block">
                        {[e.reason, e.by && `by ${e.by}`].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{money(e.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Section>
  );
}
