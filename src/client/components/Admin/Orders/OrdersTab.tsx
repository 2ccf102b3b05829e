import { useNavigate, useSearch } from '@tanstack/react-router';
import { OrderDetail } from './OrderDetail';
import { OrdersList } from './OrdersList';

/**
 * Orders: the list, or one order's detail when `?order=` names it (so a detail has its own link). Opening and
 * leaving a detail keep the list's page, status and search.
 */
export function OrdersTab() {
  const search = useSearch({ from: '/admin' });
  const { order } = search;
  const navigate = useNavigate();
  const open = (id: number | undefined) =>
    void navigate({ to: '/admin', search: { ...search, tab: 'orders', order: id } });
  return order ? <OrderDetail id={order} onBack={() => open(undefined)} /> : <OrdersList onOpen={open} />;
}
