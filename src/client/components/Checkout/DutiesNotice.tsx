import { Alert } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useSettings } from '../../features/settings';

/** The notice's title (storefront text: one constant, for the message catalogue). */
const DUTIES_TITLE = 'Duties and import taxes';

/**
 * A cross-border order (shipped to another country than the shop's own, the `shopCountry` setting) shows the
 * owner's duties and import-taxes notice (`dutiesNotice`) on the payment step; nothing for a domestic one.
 */
export function DutiesNotice({ country }: { country: string }) {
  const { shopCountry, dutiesNotice } = useSettings();
  if (country === shopCountry || dutiesNotice.trim() === '') return null;
  return (
    <Alert
      role="note"
      color="blue"
      variant="light"
      mb="md"
      title={DUTIES_TITLE}
      icon={<IconWorld size={18} aria-hidden />}
    >
      {dutiesNotice}
    </Alert>
  );
}
