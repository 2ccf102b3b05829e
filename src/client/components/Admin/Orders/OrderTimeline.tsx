import { Text, Timeline } from '@mantine/core';
import { type AdminOrder, PAYMENT_DECLINED_NOTE } from '@shared/schemas/admin-orders';
import { ORDER_STATUS_LABELS } from '@shared/schemas/orders';
import { formatDateTime } from '../../../format-date';
import { Section } from './Section';

type Entry = AdminOrder['timeline'][number];

/**
 * An entry's title and text: a status change by its new status; one that keeps the status is a declined payment
 * ('Payment declined', with the card's reason) or a refund.
 */
function entryTexts(e: Entry): { title: string; note: string } {
  if (e.fromStatus !== e.toStatus) return { title: ORDER_STATUS_LABELS[e.toStatus], note: e.note };
  if (!e.note.startsWith(`${PAYMENT_DECLINED_NOTE}: `)) return { title: 'Refund', note: e.note };
  return { title: PAYMENT_DECLINED_NOTE, note: e.note.slice(PAYMENT_DECLINED_NOTE.length + 2) };
}

/** Every status change and refund, oldest first, with who made it and when. */
export function OrderTimeline({ order: o }: { order: AdminOrder }) {
  return (
    <Section title="Timeline">
      <Timeline active={o.timeline.length} bulletSize={14} lineWidth={2}>
        <Timeline.Item title="Order placed">
          <Text size="xs" c="dimmed">
            {formatDateTime(o.createdAt)}
          </Text>
        </Timeline.Item>
        {o.timeline.map((e) => (
          <Timeline.Item key={e.id} title={entryTexts(e).title}>
            {e.note && <Text size="sm">{entryTexts(e).note}</Text>}
            <Text size="xs" c="dimmed">
              {formatDateTime(e.at)} · {e.by ?? 'the shop'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}
