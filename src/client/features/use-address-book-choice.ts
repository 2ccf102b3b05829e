import type { UseFormReturnType } from '@mantine/form';
import { ADDRESS_BOOK_MAX, type SavedAddress } from '@shared/schemas/address-book';
import type { Address, addressSchema } from '@shared/schemas/checkout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useTRPC } from '../trpc';

/** The checkout form's values (as use-checkout-session's AddressValues). */
type AddressValues = z.input<typeof addressSchema>;

const BLANK = { name: '', address: '', address2: '', phone: '', city: '', state: '', postalCode: '' };

/**
 * The signed-in customer's address book at checkout (issue 44, item 4): their saved addresses offered, the default
 * chosen for them on arrival (not over a checkout being resumed), "New address" for another, and that new address
 * saved to the book once its payment session starts when they ticked "Save this address".
 */
export function useAddressBookChoice(
  form: UseFormReturnType<AddressValues>,
  {
    signedIn,
    resuming,
    started,
    address,
  }: { signedIn: boolean; resuming: boolean; started: boolean; address: Address | null },
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.addresses.list.queryOptions(undefined, { enabled: signedIn }));
  const addresses = signedIn ? (list.data ?? []) : [];
  const [choice, setChoice] = useState<number | 'new' | null>(null);
  const [save, setSave] = useState(false);
  const savedOnce = useRef(false);
  const add = useMutation(
    trpc.addresses.add.mutationOptions({
      onSuccess: (book) => queryClient.setQueryData(trpc.addresses.list.queryKey(), book),
    }),
  );
  const { setValues } = form;
  const fill = (a: SavedAddress | typeof BLANK) =>
    setValues({
      name: a.name,
      address: a.address,
      address2: a.address2,
      phone: a.phone,
      city: a.city,
      state: a.state,
      postalCode: a.postalCode,
      ...('country' in a ? { country: a.country } : {}),
    });
  const fillRef = useRef(fill);
  fillRef.current = fill;

  const preferred = addresses.find((a) => a.isDefault) ?? addresses[0];
  useEffect(() => {
    if (choice !== null || resuming || !preferred) return;
    setChoice(preferred.id);
    fillRef.current(preferred);
  }, [choice, resuming, preferred]);

  const isNew = choice === 'new' || addresses.length === 0;
  const { mutate } = add;
  useEffect(() => {
    if (!started || !save || !isNew || !address || savedOnce.current || !signedIn) return;
    savedOnce.current = true;
    const { email: _email, ...fields } = address;
    mutate(fields);
  }, [started, save, isNew, address, signedIn, mutate]);

  const choose = (value: string) => {
    if (value === 'new') {
      setChoice('new');
      fill(BLANK);
      return;
    }
    const chosen = addresses.find((a) => String(a.id) === value);
    if (!chosen) return;
    setChoice(chosen.id);
    fill(chosen);
  };

  return {
    /** Offered to a signed-in customer only. */
    offered: signedIn,
    addresses,
    choice,
    choose,
    /** "Save this address to my address book": offered for a new address while the book has room. */
    save: { value: save, set: setSave, offered: signedIn && isNew && addresses.length < ADDRESS_BOOK_MAX },
  };
}
export type AddressBookChoice = ReturnType<typeof useAddressBookChoice>;
