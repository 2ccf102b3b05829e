/** The parts of a checkout, in order. */
export type CheckoutSection = 'address' | 'shipping' | 'payment';

export interface CheckoutPage {
  /** The stepper's label. */
  label: string;
  sections: readonly CheckoutSection[];
}

/**
 * How the `checkoutSteps` setting splits the checkout into pages: 3 = Address → Shipping → Payment,
 * 2 = address and shipping together → Payment, 1 = one page with all three.
 */
export const CHECKOUT_LAYOUTS: Record<1 | 2 | 3, readonly CheckoutPage[]> = {
  3: [
    { label: 'Address', sections: ['address'] },
    { label: 'Shipping', sections: ['shipping'] },
    { label: 'Payment', sections: ['payment'] },
  ],
  2: [
    { label: 'Address & shipping', sections: ['address', 'shipping'] },
    { label: 'Payment', sections: ['payment'] },
  ],
  1: [{ label: 'Checkout', sections: ['address', 'shipping', 'payment'] }],
};

export const SECTION_TITLES: Record<CheckoutSection, string> = {
  address: 'Shipping Information',
  shipping: 'Shipping Method',
  payment: 'Payment',
};

/** The page that shows `section`. */
export function pageOf(pages: readonly CheckoutPage[], section: CheckoutSection): number {
  return Math.max(
    0,
    pages.findIndex((page) => page.sections.includes(section)),
  );
}
