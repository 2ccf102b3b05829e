import type { Address, CheckoutSession } from '@shared/schemas/checkout';
import type { PaymentHandlers } from '../../features/use-checkout-session';

export interface PaymentFormProps extends PaymentHandlers {
  session: CheckoutSession;
  billing: Address;
  /** Pay stays disabled (re-holding, reservation expired). */
  blocked: boolean;
}
