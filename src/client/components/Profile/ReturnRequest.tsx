import { Alert, Modal, NumberInput, SegmentedControl, Select, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CreateReturnInput, OrderReturns } from '@shared/schemas/returns';
import { variantLabel } from '@shared/variant-label';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useColorLabel } from '../../features/colour-label';
import { notifyFailure } from '../../features/notify';
import { useMoneyIn } from '../../features/use-money-in';
import { useFormatDate } from '../../format-date';
import { useT } from '../../i18n/hooks';
import returnsMessages from '../../i18n/messages/returns.en.json';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { Stack, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { differenceState } from './return-difference';

type Reason = CreateReturnInput['reason'];
type Resolution = CreateReturnInput['resolution'];
const REASONS: Reason[] = ['too_small', 'too_big', 'not_as_pictured', 'damaged', 'other'];

/** Orders whose items may come back: the server decides the rest (the window, what is left, exclusions). */

function ReturnForm({ orderId, token, data }: { orderId: number; token?: string; data: OrderReturns }) {
  const t = useT(returnsMessages);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const date = useFormatDate();
  const { returnable } = data;
  const money = useMoneyIn(returnable.currency);
  const colour = useColorLabel();
  /** A line or an option as the page's language names it: 'Acid Tee — M / Noir' on a French page. */
  const named = (name: string, size: string, color: string) => variantLabel(name, size, color && colour(color));
  /** On a phone the three choices are stacked: side by side they do not fit 390 px in French. */
  const narrow = useMediaQuery('(max-width: 36em)');
  /** The server's figure for one item: "+$8.32", "−$5.20" or "same price". */
  const difference = (dollars: number) =>
    dollars === 0
      ? t('returns.difference.same')
      : t(dollars > 0 ? 'returns.difference.more' : 'returns.difference.less', { amount: money(Math.abs(dollars)) });
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [exchange, setExchange] = useState<Record<number, string>>({});
  const [reason, setReason] = useState<Reason>('too_small');
  const [reasonText, setReasonText] = useState('');
  const [resolution, setResolution] = useState<Resolution>('refund');
  const [done, setDone] = useState<number | null>(null);
  const create = useMutation(
    trpc.returns.create.mutationOptions({
      onSuccess: (ret) => {
        setDone(ret.id);
        void queryClient.invalidateQueries({ queryKey: trpc.returns.forOrder.queryKey() });
      },
      onError: (error) => notifyFailure(error, t('returns.failed')),
    }),
  );
  if (!returnable.open) {
    return (
      <Text>
        {returnable.closedBecause === 'not_shipped'
          ? t('returns.closed.notShipped')
          : t('returns.closed.window', { date: date(returnable.until ?? '') })}
      </Text>
    );
  }
  const lines = returnable.lines.filter((l) => l.returnable > 0);
  const chosen = lines.filter((l) => (quantities[l.orderItemId] ?? 0) > 0);
  const canExchange = chosen.length > 0 && chosen.every((l) => l.exchangeOptions.length > 0);
  const resolutions: Resolution[] = ['refund', ...(returnable.creditOffered ? ['credit' as const] : []), 'exchange'];
  const ready =
    chosen.length > 0 && (resolution !== 'exchange' || chosen.every((l) => exchange[l.orderItemId] !== undefined));
  const submit = () => {
    const picked = (id: number) => JSON.parse(exchange[id] ?? '{}') as { size: string; color: string };
    create.mutate({
      id: orderId,
      ...(token ? { token } : {}),
      lines: chosen.map((l) => ({ orderItemId: l.orderItemId, quantity: quantities[l.orderItemId] ?? 0 })),
      reason,
      ...(reasonText.trim() ? { reasonText: reasonText.trim() } : {}),
      resolution,
      ...(resolution === 'exchange'
        ? { exchange: chosen.map((l) => ({ orderItemId: l.orderItemId, ...picked(l.orderItemId) })) }
        : {}),
    });
  };
  if (done !== null) return <Alert color="green">{t('returns.requested', { id: done })}</Alert>;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(returnable.from === 'delivered' ? 'returns.until.delivered' : 'returns.until.shipped', {
          date: date(returnable.until ?? ''),
          days: returnable.windowDays,
        })}
      </Text>
      {returnable.lines
        .filter((l) => l.excluded)
        .map((l) => (
          <Text key={l.orderItemId} size="sm">
            {named(l.name, l.size, l.color)}: {t(`returns.excluded.${l.excluded ?? 'original'}`)}
          </Text>
        ))}
      {lines.length === 0 && <Text>{t('returns.none')}</Text>}
      {lines.map((l) => (
        <NumberInput
          key={l.orderItemId}
          label={t('returns.quantity', { name: named(l.name, l.size, l.color), max: l.returnable })}
          min={0}
          max={l.returnable}
          allowDecimal={false}
          value={quantities[l.orderItemId] ?? 0}
          onChange={(v) => setQuantities((q) => ({ ...q, [l.orderItemId]: Number(v) || 0 }))}
        />
      ))}
      <Select
        label={t('returns.reason')}
        data={REASONS.map((r) => ({ value: r, label: t(`returns.reason.${r}`) }))}
        value={reason}
        onChange={(v) => v && setReason(v as Reason)}
        allowDeselect={false}
      />
      <Textarea
        label={t('returns.reasonText')}
        value={reasonText}
        maxLength={500}
        onChange={(e) => setReasonText(e.currentTarget.value)}
      />
      <Text size="sm" fw={600}>
        {t('returns.resolution')}
      </Text>
      <SegmentedControl
        aria-label={t('returns.resolution')}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        value={resolution}
        onChange={(v) => setResolution(v as Resolution)}
        data={resolutions.map((r) => ({
          value: r,
          label: t(`returns.resolution.${r}`),
          disabled: r === 'exchange' && !canExchange,
        }))}
      />
      {resolution === 'exchange' && (
        <>
          <Text size="sm" c="dimmed">
            {t('returns.exchangeNote')}
          </Text>
          {chosen.map((l) => (
            <Select
              key={l.orderItemId}
              label={t('returns.exchangeFor', { name: named(l.name, l.size, l.color) })}
              placeholder={t('returns.exchangeChoose')}
              data={l.exchangeOptions.map((o) => ({
                value: JSON.stringify({ size: o.size, color: o.color }),
                label: `${[o.size, o.color && colour(o.color)].filter(Boolean).join(' / ')} (${difference(o.priceDifference)})`,
              }))}
              value={exchange[l.orderItemId] ?? null}
              onChange={(v) => v && setExchange((e) => ({ ...e, [l.orderItemId]: v }))}
            />
          ))}
        </>
      )}
      <Button onClick={submit} disabled={!ready} loading={create.isPending}>
        {t('returns.submit')}
      </Button>
    </Stack>
  );
}

/** An order's returns so far, by status; an exchange's price difference and what it waits for. */
function ReturnsSoFar({ returns, currency }: { returns: OrderReturns['returns']; currency: string }) {
  const t = useT(returnsMessages);
  const money = useMoneyIn(currency);
  if (returns.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('returns.yours')}</Text>
      {returns.map((r) => (
        <Stack key={r.id} gap={0}>
          <Text size="sm">
            {t('returns.line', { id: r.id, items: r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ') })} ·{' '}
            {t(`returns.status.${r.status}`)}
          </Text>
          {r.priceDifference !== 0 && r.status !== 'declined' && (
            <Text size="sm" c="dimmed">
              {t(`returns.difference.${differenceState(r)}`, { amount: money(Math.abs(r.priceDifference)) })}
            </Text>
          )}
          {r.exchangeWaitingFor && (
            <Text size="sm" c="dimmed">
              {t(`returns.waiting.${r.exchangeWaitingFor}`)}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * "Return or exchange" on a shipped or delivered order (issue 41, item 1): the order's returns so far and the form to
 * ask for one (lines and quantities, a reason, a refund, store credit for an account, or an exchange for another size
 * or colour in stock). For a guest order, its link's `token`.
 */
export function ReturnRequest({ orderId, token }: { orderId: number; token?: string }) {
  const t = useT(returnsMessages);
  const trpc = useTRPC();
  const [opened, setOpened] = useState(false);
  const input = { id: orderId, ...(token ? { token } : {}) };
  const query = useQuery(trpc.returns.forOrder.queryOptions(input, { enabled: opened }));
  return (
    <>
      <Button variant="light" size="xs" onClick={() => setOpened(true)}>
        {t('returns.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('returns.title', { id: orderId })} size="lg">
        {!query.data ? (
          <CenteredLoader />
        ) : (
          <Stack gap="lg">
            <ReturnsSoFar returns={query.data.returns} currency={query.data.returnable.currency} />
            <ReturnForm orderId={orderId} token={token} data={query.data} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
