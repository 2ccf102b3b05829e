import { useNavigate, useSearch } from '@tanstack/react-router';
import { CustomerDetail } from './CustomerDetail';
import { CustomersList } from './CustomersList';

/**
 * Customers: the list, or one customer's page when `?customer=` names it (so a customer has their own link).
 * Opening and leaving a customer keep the list's page, sort and search.
 */
export function CustomersTab() {
  const search = useSearch({ from: '/admin' });
  const { customer } = search;
  const navigate = useNavigate();
  const open = (key: string | undefined) =>
    void navigate({ to: '/admin', search: { ...search, tab: 'customers', customer: key } });
  return customer ? (
    <CustomerDetail customerKey={customer} onBack={() => open(undefined)} />
  ) : (
    <CustomersList onOpen={open} />
  );
}
