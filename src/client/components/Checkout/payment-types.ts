import type { Address, CheckoutSession } from '../../../shared/schemas/checkout';

/** How a payment form reports back to the checkout screen. */
export interface PaymentHandlers {
  /** The provider took the money; the screen confirms the order and moves on. */
  onSuccess(orderId: number, paymentIntentId: string): Promise<void>;
  /** The card was refused (the provider's message, if any); `retry` re-holds the items for another go. */
  onDecline(message: string | null, retry?: boolean): void;
  /** Something other than the card went wrong. */
  onUnexpected(): void;
}

export interface PaymentFormProps extends PaymentHandlers {
  session: CheckoutSession;
  billing: Address;
  /** Pay stays disabled (re-holding, reservation expired). */
  blocked: boolean;
}
