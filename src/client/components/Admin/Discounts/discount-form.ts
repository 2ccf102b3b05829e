import type { CreateDiscountInput, Discount, DiscountType } from '@shared/schemas/discounts';
import { DISCOUNT_CODE_PATTERN, discountProblems } from '@shared/schemas/discounts';
import { type FrenchValues, frenchValues } from '../../../features/admin/translations';

/** The dialog's fields as typed: empty numbers are '', times are the browser's `datetime-local` text. */
export interface DiscountFormValues {
  kind: 'code' | 'automatic';
  code: string;
  title: string;
  type: DiscountType;
  value: number | '';
  minimumSubtotal: number | '';
  startsAt: string;
  endsAt: string;
  usageLimit: number | '';
  oncePerCustomer: boolean;
  /** Codes only: limited to some categories, collections and/or paintings. */
  restricted: boolean;
  categoryIds: string[];
  collectionIds: string[];
  paintings: boolean;
  /** An automatic discount's title in French (`''`: none, shoppers read the English). */
  translations: FrenchValues;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-12-01T09:00' in the browser's time zone, as a `datetime-local` field shows an ISO time. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The ISO time (UTC) of a `datetime-local` text read in the browser's time zone; null when empty or unreadable. */
export function fromLocalInput(local: string): string | null {
  if (!local.trim()) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function initialValues(d: Discount | null): DiscountFormValues {
  return {
    kind: d?.automatic ? 'automatic' : 'code',
    code: d?.code ?? '',
    title: d?.automatic ? d.title : '',
    type: d?.type ?? 'percentage',
    value: d && d.type !== 'free_shipping' ? d.value : '',
    minimumSubtotal: d?.minimumSubtotal ?? '',
    startsAt: toLocalInput(d?.startsAt ?? null),
    endsAt: toLocalInput(d?.endsAt ?? null),
    usageLimit: d?.usageLimit ?? '',
    oncePerCustomer: d?.oncePerCustomer ?? false,
    restricted: d?.appliesTo !== null && d?.appliesTo !== undefined,
    categoryIds: (d?.appliesTo?.categoryIds ?? []).map(String),
    collectionIds: (d?.appliesTo?.collectionIds ?? []).map(String),
    paintings: d?.appliesTo?.paintings ?? false,
    translations: frenchValues('discount', d?.translations),
  };
}

const orNull = (n: number | '') => (n === '' ? null : n);

/** What the server is sent: every field, null where the owner left it empty (so an edit can clear it). */
export function toInput(v: DiscountFormValues): CreateDiscountInput {
  const automatic = v.kind === 'automatic';
  return {
    code: automatic ? null : v.code.trim(),
    // A code's title (set over the REST API, if ever) is left as it is.
    title: automatic ? v.title.trim() : undefined,
    automatic,
    type: v.type,
    value: v.type === 'free_shipping' ? 0 : v.value === '' ? undefined : v.value,
    minimumSubtotal: orNull(v.minimumSubtotal),
    startsAt: fromLocalInput(v.startsAt),
    endsAt: fromLocalInput(v.endsAt),
    usageLimit: orNull(v.usageLimit),
    oncePerCustomer: v.oncePerCustomer,
    appliesTo:
      !automatic && v.restricted
        ? { categoryIds: v.categoryIds.map(Number), collectionIds: v.collectionIds.map(Number), paintings: v.paintings }
        : null,
    translations: automatic ? v.translations : undefined,
  };
}

/** The form's errors by field: the shared rules of a discount, plus what only the form can tell. */
export function validate(v: DiscountFormValues): Partial<Record<keyof DiscountFormValues, string>> {
  const errors: Partial<Record<keyof DiscountFormValues, string>> = {};
  const input = toInput(v);
  for (const { path, message } of discountProblems(input)) {
    const field = path === 'appliesTo' ? 'restricted' : (path as keyof DiscountFormValues);
    errors[field] ??= message;
  }
  if (v.kind === 'code' && v.code.trim() && !DISCOUNT_CODE_PATTERN.test(v.code.trim())) {
    errors.code = 'Code: 1 to 32 letters, digits, - or _';
  }
  if (v.startsAt && !input.startsAt) errors.startsAt = 'Please enter a date and time';
  if (v.endsAt && !input.endsAt) errors.endsAt = 'Please enter a date and time';
  if (
    input.appliesTo &&
    input.appliesTo.categoryIds.length === 0 &&
    input.appliesTo.collectionIds.length === 0 &&
    !input.appliesTo.paintings
  ) {
    errors.restricted = 'Choose at least one category, collection or paintings';
  }
  return errors;
}

/** '10% off', '$5.00 off', 'Free shipping'. */
export function discountValueText(d: Pick<Discount, 'type' | 'value'>, money: (n: number) => string): string {
  if (d.type === 'percentage') return `${d.value}% off`;
  if (d.type === 'fixed_amount') return `${money(d.value)} off`;
  return 'Free shipping';
}
