import { Table } from '@mantine/core';
import type { StoreCredit } from '@shared/schemas/store-credit';
import { useQuery } from '@tanstack/react-query';
import { useFormatDate } from '../../format-date';
import { useMoney, useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { useTRPC } from '../../trpc';
import { Stack, Text } from '../Plain/Plain';
import { ProfilePanel } from './ProfilePanel';

type Kind = StoreCredit['history'][number]['kind'];

/**
 * The customer's store credit (issue 41, item 4): the balance and its history, newest first. Shown once they have
 * had credit (a customer who never had any sees nothing).
 */
export function StoreCreditPanel() {
  const t = useT(profileMessages);
  const trpc = useTRPC();
  const money = useMoney();
  const date = useFormatDate();
  const credit = useQuery(trpc.account.storeCredit.queryOptions());
  if (!credit.data || credit.data.history.length === 0) return null;
  const signed = (n: number) => (n < 0 ? `−${money(-n)}` : money(n));
  return (
    <ProfilePanel title={t('profile.storeCreditTitle')} description={t('profile.storeCreditDescription')}>
      <Stack gap="sm">
        <Text fw={600} data-testid="store-credit-balance">
          {t('profile.storeCreditBalance', { amount: money(credit.data.balance) })}
        </Text>
        <Table aria-label={t('profile.storeCreditHistory')}>
          <Table.Tbody>
            {credit.data.history.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{date(e.createdAt)}</Table.Td>
                <Table.Td>
                  {t(`profile.creditKind.${e.kind satisfies Kind}` as 'profile.creditKind.issue')}
                  {e.orderId ? ` · ${t('profile.creditOrder', { id: e.orderId })}` : ''}
                  {e.reason && (
                    <Text span size="xs" c="dimmed" display="block">
                      {e.reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{signed(e.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </ProfilePanel>
  );
}
