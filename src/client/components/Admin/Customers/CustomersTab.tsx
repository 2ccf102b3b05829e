import { useNavigate, useSearch } from '@tanstack/react-router';
import { CustomerDetail } from './CustomerDetail';
import { CustomersList } from './CustomersList';

/** Customers: the list, or one customer's page when `?customer=` names it (so a customer has their own link). */
export function CustomersTab() {
  const { customer } = useSearch({ from: '/admin' });
  const navigate = useNavigate();
  const open = (key: string | undefined) =>
    void navigate({ to: '/admin', search: key ? { tab: 'customers', customer: key } : { tab: 'customers' } });
  return customer ? (
    <CustomerDetail customerKey={customer} onBack={() => open(undefined)} />
  ) : (
    <CustomersList onOpen={open} />
  );
}
