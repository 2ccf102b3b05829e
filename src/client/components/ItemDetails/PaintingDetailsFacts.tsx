import type { PaintingDetails } from '@shared/schemas/catalogue';
import { useT } from '../../i18n/hooks';
import detailsMessages from '../../i18n/messages/details.en.json';
import { FactTable } from '../FactTable/FactTable';
import classes from './ItemDetails.module.css';

const FIELDS = [
  ['framing', 'details.framing'],
  ['signature', 'details.signature'],
  ['certificate', 'details.certificate'],
  ['shippingNotes', 'details.shippingNotes'],
] as const satisfies readonly (readonly [keyof PaintingDetails, keyof typeof detailsMessages])[];

/** A painting's framing, signature, certificate and shipping notes as the owner wrote them; unwritten ones hidden. */
export function PaintingDetailsFacts({ details, className }: { details?: PaintingDetails; className?: string }) {
  const t = useT(detailsMessages);
  const facts = FIELDS.flatMap(([field, label]) =>
    details?.[field] ? [{ label: t(label), value: <span className={classes.text}>{details[field]}</span> }] : [],
  );
  if (facts.length === 0) return null;
  return <FactTable facts={facts} className={className} />;
}
