import { useT } from '../i18n/hooks';
import orderMessages from '../i18n/messages/order.en.json';
import { Anchor, Text } from './Plain/Plain';

interface Shipment {
  trackingNumber: string | null;
  carrier: string | null;
  trackingUrl: string | null;
}

/** A tracking number as a link to the carrier's tracking page (a new tab) when there is one, with the carrier. */
export function TrackingNumber({ order }: { order: Shipment }) {
  const t = useT(orderMessages);
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
          aria-label={
            order.carrier
              ? t('order.trackLink', { number: order.trackingNumber, carrier: order.carrier })
              : t('order.trackLinkNoCarrier', { number: order.trackingNumber })
          }
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
