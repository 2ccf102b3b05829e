/** The parts of a checkout, in order. */
export type CheckoutSection = 'address' | 'shipping' | 'payment';

export interface CheckoutPage {
  /** The stepper's label (its message id). */
  label: `checkout.step.${'address' | 'shipping' | 'payment' | 'addressShipping' | 'all'}`;
  sections: readonly CheckoutSection[];
}

/**
 * How the `checkoutSteps` setting splits the checkout into pages: 3 = Address → Shipping → Payment,
 * 2 = address and shipping together → Payment, 1 = one page with all three.
 */
export const CHECKOUT_LAYOUTS: Record<1 | 2 | 3, readonly CheckoutPage[]> = {
  3: [
    { label: 'checkout.step.address', sections: ['address'] },
    { label: 'checkout.step.shipping', sections: ['shipping'] },
    { label: 'checkout.step.payment', sections: ['payment'] },
  ],
  2: [
    { label: 'checkout.step.addressShipping', sections: ['address', 'shipping'] },
    { label: 'checkout.step.payment', sections: ['payment'] },
  ],
  1: [{ label: 'checkout.step.all', sections: ['address', 'shipping', 'payment'] }],
};

/** Each section's title (its message id). */
export const SECTION_TITLES = {
  address: 'checkout.section.address',
  shipping: 'checkout.section.shipping',
  payment: 'checkout.section.payment',
} as const satisfies Record<CheckoutSection, string>;

/** The page that shows `section`. */
export function pageOf(pages: readonly CheckoutPage[], section: CheckoutSection): number {
  return Math.max(
    0,
    pages.findIndex((page) => page.sections.includes(section)),
  );
}
