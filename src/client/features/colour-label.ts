import { colourName } from '@shared/colour-names';
import { useCallback } from 'react';
import { useLocale } from '../i18n/hooks';

/** A colour name as a label: 'amber' → 'Amber'. */
function colorLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * `colorLabel` in the page's language: the colours of `shared/colour-names.ts` have their French names
 * ('amber' → 'Ambre'), as the mails name them.
 */
export function useColorLabel(): (name: string) => string {
  const locale = useLocale();
  return useCallback((name) => colorLabel(colourName(name, locale)), [locale]);
}
