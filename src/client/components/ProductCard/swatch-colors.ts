import { useCallback } from 'react';
import { useT } from '../../i18n/hooks';
import colourMessages from '../../i18n/messages/colour.en.json';

/** Swatch colours by colour name (spec §9); any other colour shows as light grey. */
export const SWATCH_COLORS: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#ffffff',
  gray: '#6b7280',
  blue: '#3b82f6',
  indigo: '#6366f1',
  green: '#22c55e',
  amber: '#f59e0b',
  orange: '#f97316',
  stone: '#78716c',
};

export const OTHER_SWATCH_COLOR = '#e5e7eb';

/** The most swatches a product card shows (spec §9). */
export const CARD_SWATCH_LIMIT = 3;

export function swatchColor(name: string): string {
  return SWATCH_COLORS[name.trim().toLowerCase()] ?? OTHER_SWATCH_COLOR;
}

/** A colour name as a label: 'amber' → 'Amber'. */
export function colorLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `colorLabel` in the page's language: the spec's colours have their French names ('amber' → 'Ambre'). */
export function useColorLabel(): (name: string) => string {
  const t = useT(colourMessages);
  return useCallback(
    (name) => {
      const id = `colour.${name.trim().toLowerCase()}`;
      return id in colourMessages ? t(id as keyof typeof colourMessages) : colorLabel(name);
    },
    [t],
  );
}
