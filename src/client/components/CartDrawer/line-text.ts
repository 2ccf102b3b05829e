import type { CartItem } from '@shared/schemas/cart';

/** Colours are stored lowercase ('black'); shoppers read them capitalised. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** 'Size: M · Color: Black' for clothing; the category (and the print size) for paintings. */
export function lineDetails(item: CartItem): string {
  if (item.item_type === 'painting') return item.size ? `${item.category} · ${item.size}` : item.category;
  const parts = [item.size && `Size: ${item.size}`, item.color && `Color: ${capitalize(item.color)}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : item.category;
}

/** 'Type: Artwork | Qty 1' for paintings; size, colour and quantity for clothing (checkout summary). */
export function summaryDetails(item: CartItem): string {
  if (item.item_type === 'painting') return `Type: Artwork | Qty ${item.quantity}`;
  const parts = [
    item.size && `Size: ${item.size}`,
    item.color && `Color: ${capitalize(item.color)}`,
    `Qty ${item.quantity}`,
  ];
  return parts.filter(Boolean).join(' | ');
}
