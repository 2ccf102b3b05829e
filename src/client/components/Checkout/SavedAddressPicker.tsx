import { Checkbox, Radio } from '@mantine/core';
import type { SavedAddress } from '@shared/schemas/address-book';
import type { AddressBookChoice } from '../../features/use-address-book-choice';
import { useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { Stack } from '../Plain/Plain';

/** A saved address on one line: name, street, apartment, city, state and postal code. */
export function addressLine(a: Pick<SavedAddress, 'name' | 'address' | 'address2' | 'city' | 'state' | 'postalCode'>) {
  return [a.name, a.address, a.address2, a.city, `${a.state} ${a.postalCode}`].filter(Boolean).join(', ');
}

/** The signed-in customer's saved addresses, the default chosen, and "New address" (nothing for a guest or an empty book). */
export function SavedAddressPicker({ book }: { book: AddressBookChoice }) {
  const t = useT(checkoutMessages);
  if (!book.offered || book.addresses.length === 0) return null;
  return (
    <Radio.Group
      label={t('checkout.book.label')}
      value={book.choice === null ? null : String(book.choice)}
      onChange={book.choose}
      mb="lg"
    >
      <Stack gap="xs" mt="xs">
        {book.addresses.map((a) => (
          <Radio
            key={a.id}
            value={String(a.id)}
            label={addressLine(a)}
            description={a.isDefault ? t('checkout.book.default') : undefined}
          />
        ))}
        <Radio value="new" label={t('checkout.book.new')} />
      </Stack>
    </Radio.Group>
  );
}

/** "Save this address to my address book", for a signed-in customer's new address. */
export function SaveAddressField({ book }: { book: AddressBookChoice }) {
  const t = useT(checkoutMessages);
  if (!book.save.offered) return null;
  return (
    <Checkbox
      mt="md"
      label={t('checkout.book.save')}
      checked={book.save.value}
      onChange={(event) => book.save.set(event.currentTarget.checked)}
    />
  );
}
