import { Alert } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';

/**
 * A cross-border order (shipped to another country than the shop's own, the `shopCountry` setting) shows the
 * owner's duties and import-taxes notice (`dutiesNotice`) on the payment step; nothing for a domestic one.
 */
export function DutiesNotice({ country }: { country: string }) {
  const { shopCountry, dutiesNotice } = useSettings();
  const t = useT(checkoutMessages);
  if (country === shopCountry || dutiesNotice.trim() === '') return null;
  return (
    <Alert
      role="note"
      color="blue"
      variant="light"
      mb="md"
      title={t('checkout.duties')}
      icon={<IconWorld size={18} aria-hidden />}
    >
      {dutiesNotice}
    </Alert>
  );
}
