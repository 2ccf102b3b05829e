import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A price field in dollars: '$' prefix, cents at most, never negative. */
export function MoneyInput(props: NumberInputProps) {
  return <NumberInput prefix="$" min={0} decimalScale={2} {...props} />;
}
