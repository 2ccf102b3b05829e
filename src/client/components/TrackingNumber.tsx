import { Anchor, Text } from '@mantine/core';

interface Shipment {
  trackingNumber: string | null;
  carrier: string | null;
  trackingUrl: string | null;
}

/** A tracking number as a link to the carrier's tracking page (a new tab) when there is one, with the carrier. */
export function TrackingNumber({ order }: { order: Shipment }) {
  const number = (
    <Text span ff="monospace" fw={600}>
      {order.trackingNumber}
    </Text>
  );
  return (
    <>
      {order.trackingUrl ? (
        <Anchor
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Track ${order.trackingNumber} with ${order.carrier ?? 'the carrier'}`}
        >
          {number}
        </Anchor>
      ) : (
        number
      )}
      {order.carrier ? ` (${order.carrier})` : ''}
    </>
  );
}
