import { Text, Timeline } from '@mantine/core';
import { type AdminOrder, PAYMENT_DECLINED_NOTE } from '@shared/schemas/admin-orders';
import { ORDER_STATUS_LABELS } from '@shared/schemas/orders';
import { formatDateTime } from '../../../format-date';
import { Section } from './Section';

/** A status change by its new status; an entry that keeps the status is a declined payment or a refund. */
function entryTitle(e: AdminOrder['timeline'][number]): string {
  if (e.fromStatus !== e.toStatus) return ORDER_STATUS_LABELS[e.toStatus];
  return e.note.startsWith(PAYMENT_DECLINED_NOTE) ? PAYMENT_DECLINED_NOTE : 'Refund';
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
          <Timeline.Item key={e.id} title={entryTitle(e)}>
            {e.note && <Text size="sm">{e.note}</Text>}
            <Text size="xs" c="dimmed">
              {formatDateTime(e.at)} · {e.by ?? 'the shop'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}
