import { localeTag } from '@shared/locale';
import type { AdminOrder } from '@shared/schemas/admin-orders';
import { editionNumbersText } from '@shared/schemas/orders';
import { useMemo } from 'react';
import { useSettings } from '../../../features/settings';
import { formatDate } from '../../../format-date';
import { shopIntl } from '../../../i18n/intl';
import slipMessages from '../../../i18n/messages/packing-slip.en.json';
import frenchSlip from '../../../i18n/messages/packing-slip.fr.json';
import classes from './Orders.module.css';
import { ShipToLines } from './ShipToLines';

type SlipId = keyof typeof slipMessages;

/**
 * The packing slip: hidden on screen, the only thing printed when the owner prints the order. It goes in the box, so
 * it is in the order's language (`order.locale`), whatever the admin's (English) is.
 */
export function PackingSlip({ order: o }: { order: AdminOrder }) {
  const { shopName } = useSettings();
  const french = o.locale === 'fr';
  const t = useMemo(() => {
    const intl = shopIntl(o.locale, french ? { catalogue: frenchSlip, later: null } : null);
    return (id: SlipId, values?: Record<string, string | number>) => intl.format(slipMessages, id, values);
  }, [o.locale, french]);
  const date = french
    ? new Intl.DateTimeFormat(localeTag(o.locale), { dateStyle: 'long' }).format(new Date(o.createdAt))
    : formatDate(o.createdAt);
  const country = french ? new Intl.DisplayNames([localeTag(o.locale)], { type: 'region' }).of(o.country) : undefined;
  const editions = (line: AdminOrder['items'][number]) =>
    line.editionNumbers.length === 0
      ? ''
      : t('packingSlip.edition', { count: line.editionNumbers.length, numbers: editionNumbersText(line) });
  return (
    <div className={classes.slip} aria-hidden lang={french ? 'fr-CA' : undefined}>
      <h1>{shopName}</h1>
      <h2>{t('packingSlip.title', { id: o.id })}</h2>
      <p>{date}</p>
      <h3>{t('packingSlip.shipTo')}</h3>
      <p>
        <ShipToLines order={o} country={country} phone={t('packingSlip.phone', { phone: o.phone })} />
      </p>
      <p>{t('packingSlip.shipping', { method: o.shippingMethod })}</p>
      {o.discountCode && <p>{t('packingSlip.discount', { code: o.discountCode })}</p>}
      {o.note && (
        <p>
          <strong>{t('packingSlip.note')}</strong> {o.note}
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th>{t('packingSlip.item')}</th>
            <th>{t('packingSlip.details')}</th>
            <th>{t('packingSlip.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {o.items
            .filter((i) => i.quantity > i.refundedQuantity)
            .map((i) => (
              <tr key={i.id}>
                <td>{i.name}</td>
                <td>{[i.size, i.color, editions(i)].filter(Boolean).join(' · ')}</td>
                <td>{i.quantity - i.refundedQuantity}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p>{t('packingSlip.thanks')}</p>
    </div>
  );
}
