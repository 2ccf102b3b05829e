import { Button, Group, NumberInput, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatMoney } from '@shared/money';
import { useEffect, useState } from 'react';
import {
  type ProductFormValues,
  syncVariants,
  trackPerVariant,
  variantTotal,
} from '../../../features/admin/product-form';
import { useSettings } from '../../../features/settings';
import { MoneyInput } from '../shared/MoneyInput';
import classes from './VariantStock.module.css';

const label = (size: string, color: string) => [size, color].filter(Boolean).join(' / ') || 'Default';

/** 'Set all to N': every variant's stock at once. */
function SetAll({ onSet }: { onSet: (units: number) => void }) {
  const [units, setUnits] = useState<number | string>('');
  const valid = typeof units === 'number' && Number.isInteger(units) && units >= 0;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NumberInput
        label="Set all to"
        placeholder="N"
        min={0}
        allowDecimal={false}
        allowNegative={false}
        w={110}
        value={units}
        onChange={setUnits}
      />
      <Button variant="light" disabled={!valid} onClick={() => valid && onSet(units)}>
        Set all
      </Button>
    </Group>
  );
}

/**
 * The product dialog's stock section: the shared Stock field, or (switched on) one row per size × colour
 * with its own stock, SKU and price override, and 'Set all to N'. The rows follow the Sizes and Colors typed.
 */
export function VariantStock({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const { sizes, colors, stockPerVariant, variants } = form.values;
  const { currencySymbol } = useSettings();
  /** A blank price is the product's: the placeholder says which. */
  const productPrice = formatMoney(Number(form.values.price) || 0, currencySymbol);
  /** Switched on in this dialog with shared stock: where that stock went until the owner splits it. */
  const [moved, setMoved] = useState<{ units: number; to: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows follow the typed lists, not every keystroke in them
  useEffect(() => {
    form.setFieldValue('variants', (rows) => syncVariants(rows, sizes, colors));
  }, [sizes, colors]);

  return (
    <Stack gap="sm">
      <Switch
        label="Track stock per size/colour"
        description="Each size and colour keeps its own stock and SKU, and may have its own price"
        checked={stockPerVariant}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          const shared = Number(form.values.stock) || 0;
          const first = form.values.variants[0];
          setMoved(on && shared > 0 && first ? { units: shared, to: label(first.size, first.color) } : null);
          form.setValues(trackPerVariant(form.values, on));
        }}
      />
      {stockPerVariant && moved && (
        <Text size="sm" c="orange.9" role="status">
          The {moved.units} in stock are on {moved.to} for now: set each size's stock below, or Set all.
        </Text>
      )}
      {stockPerVariant && (
        <>
          <Group justify="space-between" align="flex-end" gap="sm">
            <SetAll
              onSet={(units) => form.setFieldValue('variants', (rows) => rows.map((row) => ({ ...row, stock: units })))}
            />
            <Text size="sm" c="dimmed" data-testid="variant-total">
              {variants.length} variants · {variantTotal(variants)} in stock
            </Text>
          </Group>
          <div className={classes.grid}>
            <Table verticalSpacing={4} horizontalSpacing={6} aria-label="Variants">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Variant</Table.Th>
                  <Table.Th>Stock</Table.Th>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th title="Blank: the product's price">Price</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {variants.map((row, index) => {
                  const name = label(row.size, row.color);
                  return (
                    <Table.Tr key={`${row.size}\u0000${row.color}`}>
                      <Table.Th scope="row" className={classes.name}>
                        {name}
                      </Table.Th>
                      <Table.Td>
                        <NumberInput
                          aria-label={`Stock of ${name}`}
                          min={0}
                          allowDecimal={false}
                          allowNegative={false}
                          hideControls
                          w={64}
                          {...form.getInputProps(`variants.${index}.stock`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`SKU of ${name}`}
                          placeholder="Generated"
                          {...form.getInputProps(`variants.${index}.sku`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <MoneyInput
                          aria-label={`Price of ${name}`}
                          placeholder={productPrice}
                          hideControls
                          w={88}
                          {...form.getInputProps(`variants.${index}.price`)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
        </>
      )}
    </Stack>
  );
}
