/**
 * The arithmetic of a discount, pure and in cents: what it takes off the eligible merchandise, and how that is
 * spread over the eligible lines in proportion to their amounts, rounded so the lines add up to it exactly
 * (largest remainder: each line gets the floor of its share, the cents left over go to the largest fractions,
 * ties to the earlier line). No line's share exceeds the line's amount, and no discount exceeds the merchandise.
 */
export function discountCents(
  type: 'percentage' | 'fixed_amount' | 'free_shipping',
  value: number,
  eligibleCents: number,
) {
  if (eligibleCents <= 0) return 0;
  if (type === 'percentage') return Math.min(eligibleCents, Math.round((eligibleCents * value) / 100));
  if (type === 'fixed_amount') return Math.min(eligibleCents, Math.max(0, value));
  return 0;
}

/** Spreads `totalCents` over lines of these amounts (cents, ≥ 0) in proportion; the result adds up to the total. */
export function allocate(totalCents: number, amounts: readonly number[]): number[] {
  const sum = amounts.reduce((s, a) => s + a, 0);
  const total = Math.min(Math.max(0, Math.round(totalCents)), sum);
  if (total === 0 || sum === 0) return amounts.map(() => 0);
  // Integer arithmetic (BigInt, so no product loses a cent): share_i = total * a_i / sum, as quotient and remainder.
  const [t, s] = [BigInt(total), BigInt(sum)];
  const shares = amounts.map((a, index) => {
    const product = t * BigInt(Math.round(a));
    return { index, floor: Number(product / s), rest: product % s };
  });
  let left = total - shares.reduce((s, x) => s + x.floor, 0);
  const byRest = [...shares].sort((x, y) => (x.rest === y.rest ? x.index - y.index : y.rest > x.rest ? 1 : -1));
  for (const share of byRest) {
    if (left === 0) break;
    if (share.rest === 0n) continue;
    share.floor += 1;
    left -= 1;
  }
  return shares.map((s) => s.floor);
}
