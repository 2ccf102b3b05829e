import { ActionIcon, Badge, Group, Loader, Text } from '@mantine/core';
import { formatMoney } from '@shared/money';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import classes from './Dashboard.module.css';

/** The expand toggle of a product's best-seller row: 'Show sizes and colours of Acid Wash Tee'. */
export function VariantToggle({ name, open, onToggle }: { name: string; open: boolean; onToggle: () => void }) {
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-expanded={open}
      aria-label={`${open ? 'Hide' : 'Show'} sizes and colours of ${name}`}
      onClick={onToggle}
    >
      <Icon size={14} aria-hidden />
    </ActionIcon>
  );
}

/** One best seller's units and revenue by variant over the same 30 days, loaded when it is expanded. */
export function BestSellerVariants({
  productId,
  name,
  currencySymbol,
}: {
  productId: number;
  name: string;
  currencySymbol: string;
}) {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.dashboard.bestSellerVariants.queryOptions({ productId }));
  if (query.isPending) return <Loader size="xs" my={6} aria-label={`Loading the variants of ${name}`} />;
  if (query.isError)
    return (
      <Text size="xs" c="red" py={4}>
        The variants could not be loaded.
      </Text>
    );
  return (
    <ul className={classes.variants} aria-label={`${name} by size and colour`}>
      {query.data.map((variant) => (
        <li key={variant.variantId ?? `${variant.size}/${variant.color}`} className={classes.row}>
          <Text size="xs" className={classes.name}>
            {[variant.size, variant.color].filter(Boolean).join(' / ') || 'Before variants were recorded'}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="outline" color="gray" size="xs" tt="none">
              {variant.units} sold
            </Badge>
            <Text size="xs" miw={80} ta="right">
              {formatMoney(variant.revenue, currencySymbol)}
            </Text>
          </Group>
        </li>
      ))}
    </ul>
  );
}
