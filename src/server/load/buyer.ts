/**
 * What a buyer types at checkout, for whoever buys from outside the shop (the benchmarks, the drop, the tests):
 * two addresses and the card the test gateway takes, as Stripe's test numbers behave.
 */

/** An address in Texas (US shipping). */
export const TEST_ADDRESS = {
  name: 'Sam Shopper',
  email: 'sam@example.com',
  address: '1 Main Street',
  city: 'Austin',
  state: 'TX',
  country: 'US' as const,
  postalCode: '78701',
};

/** An address in Ontario (Canada standard shipping, HST). */
export const ONTARIO_ADDRESS = {
  name: 'Robin Buyer',
  email: 'robin@example.com',
  address: '12 Harbour Street',
  city: 'Toronto',
  state: 'ON',
  country: 'CA' as const,
  postalCode: 'M5V 2T6',
};

/** Stripe's test card that pays. */
export const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
