import { Button, Group, Text, Textarea, Timeline } from '@mantine/core';
import { type AdminOrder, PAYMENT_DECLINED_NOTE } from '@shared/schemas/admin-orders';
import { ORDER_NOTE_MAX } from '@shared/schemas/checkout';
import { ORDER_STATUS_LABELS } from '@shared/schemas/orders';
import { useState } from 'react';
import { formatDateTime } from '../../../format-date';
import { Section } from './Section';
import { useOrderMutations } from './use-order-mutations';

type Entry = AdminOrder['timeline'][number];

/**
 * What an entry that keeps the status is, by how the shop writes its note: a refund ('Refunded $5.00…'), a return's
 * move ('Return #3 approved…'), an exchange's ('Exchange for return #3…', 'Price difference paid…'), a certificate
 * re-issued; anything else is an update.
 */
const SAME_STATUS_TITLES: [RegExp, string][] = [
  [/^Refunded /, 'Refund'],
  [/^Return #\d+/, 'Return'],
  [/^(Exchange for return|Price difference paid)/, 'Exchange'],
  [/^Certificate /, 'Certificate'],
];

/**
 * An entry's title and text: a status change by its new status; one that keeps the status is a declined payment
 * ('Payment declined', with the card's reason), a refund, a return's or an exchange's move, a certificate re-issued.
 */
export function entryTexts(e: Entry): { title: string; note: string } {
  if (e.fromStatus !== e.toStatus) return { title: ORDER_STATUS_LABELS[e.toStatus], note: e.note };
  if (e.note.startsWith(`${PAYMENT_DECLINED_NOTE}: `)) {
    return { title: PAYMENT_DECLINED_NOTE, note: e.note.slice(PAYMENT_DECLINED_NOTE.length + 2) };
  }
  const title = SAME_STATUS_TITLES.find(([pattern]) => pattern.test(e.note))?.[1] ?? 'Update';
  return { title, note: e.note };
}

/** The timeline's rows: status changes and refunds, and the owner's internal notes, oldest first. */
function rows(o: AdminOrder) {
  const events = o.timeline.map((e) => ({ key: `e${e.id}`, at: e.at, by: e.by ?? 'the shop', ...entryTexts(e) }));
  const notes = o.internalNotes.map((n) => ({
    key: `n${n.id}`,
    at: n.at,
    by: n.by ?? 'a former admin',
    title: 'Internal note',
    note: n.note,
  }));
  return [...events, ...notes].sort((a, b) => a.at.localeCompare(b.at));
}

/** Every status change, refund and internal note, oldest first, with who made it and when. */
export function OrderTimeline({ order: o }: { order: AdminOrder }) {
  const entries = rows(o);
  return (
    <Section title="Timeline">
      <Timeline active={entries.length} bulletSize={14} lineWidth={2}>
        <Timeline.Item title="Order placed">
          <Text size="xs" c="dimmed">
            {formatDateTime(o.createdAt)}
          </Text>
        </Timeline.Item>
        {entries.map((e) => (
          <Timeline.Item key={e.key} title={e.title}>
            {e.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {e.note}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(e.at)} · {e.by}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <InternalNoteForm orderId={o.id} />
    </Section>
  );
}

/** The owner's internal note: added to the timeline, never shown to the customer. */
function InternalNoteForm({ orderId }: { orderId: number }) {
  const [note, setNote] = useState('');
  const { addNote } = useOrderMutations(orderId, () => setNote(''));
  const text = note.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (text) addNote.mutate({ id: orderId, note: text });
      }}
    >
      <Textarea
        mt="md"
        label="Internal note"
        description="Only admins see it; never shown to the customer."
        rows={2}
        maxLength={ORDER_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" size="xs" disabled={!text} loading={addNote.isPending}>
          Add note
        </Button>
      </Group>
    </form>
  );
}
