import { useNavigate, useSearch } from '@tanstack/react-router';
import { OrderDetail } from './OrderDetail';
import { OrdersList } from './OrdersList';

/** Orders: the list, or one order's detail when `?order=` names it (so a detail has its own link). */
export function OrdersTab() {
  const { order } = useSearch({ from: '/admin' });
  const navigate = useNavigate();
  const open = (id: number | undefined) =>
    void navigate({ to: '/admin', search: id ? { tab: 'orders', order: id } : { tab: 'orders' } });
  return order ? <OrderDetail id={order} onBack={() => open(undefined)} /> : <OrdersList onOpen={open} />;
}
