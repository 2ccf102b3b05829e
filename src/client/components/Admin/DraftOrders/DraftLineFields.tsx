import { Button, Checkbox, Group, NativeSelect, NumberInput, Paper, TextInput } from '@mantine/core';
import { sizeText } from '../../PaintingDetail/painting-availability';
import { useCatalogue } from './use-catalogue';

/**
 * A line as the form holds it: which item (`product:3`, `painting:7`, or `custom` for a commission), its size and
 * colour, how many; a custom line's title, price (the owner's, in dollars) and whether it is taxed.
 */
export interface Line {
  item: string;
  size: string;
  color: string;
  quantity: number | string;
  title: string;
  price: number | string;
  taxable: boolean;
}

export const EMPTY_LINE: Line = { item: '', size: '', color: '', quantity: 1, title: '', price: '', taxable: true };

/** The call's line: a catalogue item (the server prices it) or a custom line with the owner's title and price. */
export function lineInput(l: Line) {
  if (l.item === 'custom') {
    return { title: l.title, price: Number(l.price), taxable: l.taxable, quantity: Number(l.quantity) };
  }
  const [kind, id] = l.item.split(':');
  const ref = kind === 'painting' ? { paintingId: Number(id) } : { productId: Number(id) };
  return { ...ref, size: l.size, color: l.color, quantity: Number(l.quantity) };
}

/** A custom line's own fields: title, price, taxed or not. */
function CustomFields({ n, line, onChange }: { n: number; line: Line; onChange(line: Line): void }) {
  return (
    <>
      <TextInput
        label={`Line ${n}: title`}
        value={line.title}
        onChange={(e) => onChange({ ...line, title: e.currentTarget.value })}
        flex={2}
        miw={180}
      />
      <NumberInput
        label={`Line ${n}: price ($)`}
        min={0}
        decimalScale={2}
        w={120}
        value={line.price}
        onChange={(price) => onChange({ ...line, price })}
      />
      <Checkbox
        label={`Line ${n}: taxable`}
        checked={line.taxable}
        onChange={(e) => onChange({ ...line, taxable: e.currentTarget.checked })}
        mb={8}
      />
    </>
  );
}

export function LineFields({
  index,
  line,
  onChange,
  onRemove,
}: {
  index: number;
  line: Line;
  onChange(line: Line): void;
  onRemove(): void;
}) {
  const { products, paintings } = useCatalogue();
  const [kind, id] = line.item.split(':');
  const product = kind === 'product' ? products.find((p) => p.id === Number(id)) : undefined;
  const painting = kind === 'painting' ? paintings.find((p) => p.id === Number(id)) : undefined;
  const items = [
    { value: '', label: 'Choose an item…' },
    { value: 'custom', label: 'Custom line (a commission, a service)' },
    ...products.map((p) => ({ value: `product:${p.id}`, label: p.name })),
    ...paintings.map((p) => ({ value: `painting:${p.id}`, label: p.title })),
  ];
  const n = index + 1;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={`Line ${n}: item`}
          data={items}
          value={line.item}
          onChange={(e) => onChange({ ...EMPTY_LINE, quantity: line.quantity, item: e.currentTarget.value })}
          flex={2}
          miw={180}
        />
        {line.item === 'custom' && <CustomFields n={n} line={line} onChange={onChange} />}
        {product && product.sizes.length > 0 && (
          <NativeSelect
            label={`Line ${n}: size`}
            data={['', ...product.sizes]}
            value={line.size}
            onChange={(e) => onChange({ ...line, size: e.currentTarget.value })}
          />
        )}
        {product && product.colors.length > 0 && (
          <NativeSelect
            label={`Line ${n}: colour`}
            data={['', ...product.colors]}
            value={line.color}
            onChange={(e) => onChange({ ...line, color: e.currentTarget.value })}
          />
        )}
        {painting && !painting.is_original && (
          <NativeSelect
            label={`Line ${n}: print size`}
            data={['', ...painting.available_sizes.map(sizeText)]}
            value={line.size}
            onChange={(e) => onChange({ ...line, size: e.currentTarget.value })}
          />
        )}
        <NumberInput
          label={`Line ${n}: quantity`}
          min={1}
          max={99}
          w={110}
          value={line.quantity}
          onChange={(quantity) => onChange({ ...line, quantity })}
        />
        <Button variant="subtle" color="red" onClick={onRemove} aria-label={`Remove line ${n}`}>
          Remove
        </Button>
      </Group>
    </Paper>
  );
}
