import type { Return } from '@shared/schemas/returns';

/**
 * Where an exchange's price difference stands (issue 41), for the shopper's returns and the owner's return card: a
 * dearer one's to pay (requested, or approved and not paid) or paid; a cheaper one's to give back (until the items
 * arrive) or given back.
 */
export function differenceState(
  r: Pick<Return, 'status' | 'priceDifference' | 'exchangeWaitingFor'>,
): 'toPay' | 'paid' | 'toGive' | 'back' {
  const open = r.status === 'requested' || r.status === 'approved';
  if (r.priceDifference < 0) return open ? 'toGive' : 'back';
  return r.status === 'requested' || r.exchangeWaitingFor === 'payment' ? 'toPay' : 'paid';
}
