import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { itemOptions } from './stock-data';

interface ItemSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: number | null;
  onChange: (id: number | null) => void;
}

/** A searchable select of the shop's inventory items (by name or SKU). */
export function ItemSelect({ value, onChange, ...props }: ItemSelectProps) {
  const trpc = useTRPC();
  const items = useQuery(trpc.admin.inventory.list.queryOptions());
  return (
    <Select
      searchable
      nothingFoundMessage="No inventory items found"
      placeholder={items.isPending ? 'Loading…' : 'Search by name or SKU'}
      {...props}
      data={itemOptions(items.data)}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
    />
  );
}
