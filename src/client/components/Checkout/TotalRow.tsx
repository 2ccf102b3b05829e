import { Group, Text } from '../Plain/Plain';

interface TotalRowProps {
  label: string;
  value: string;
  /** The grand total: larger and bold. */
  strong?: boolean;
  testId?: string;
}

/** One line of an order's totals (Subtotal, Shipping, Tax, Total), label left and amount right. */
export function TotalRow({ label, value, strong, testId }: TotalRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}
