import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../trpc';

/** The customer a draft names: an account (by id) or just an e-mail (a guest, a new customer, or none). */
export interface DraftCustomer {
  customerId?: number;
  email: string;
  label: string;
}

/**
 * "Find a customer" in the Create order dialog (issue 42): the owner's customers searched by name or e-mail (the
 * admin customer list's own search, five at most); picking an account names it by id (the order is theirs once
 * paid), a guest fills their e-mail. Cleared back to a typed e-mail.
 */
export function CustomerPicker({ value, onChange }: { value: DraftCustomer; onChange(value: DraftCustomer): void }) {
  const trpc = useTRPC();
  const [query, setQuery] = useState('');
  const [q] = useDebouncedValue(query.trim(), 250);
  const found = useQuery(
    trpc.admin.customers.list.queryOptions({ q, page: 1, pageSize: 5 }, { enabled: q.length >= 2 }),
  );
  if (value.customerId !== undefined) {
    return (
      <Group gap="sm">
        <Text size="sm">Customer: {value.label}</Text>
        <Button variant="subtle" size="compact-sm" onClick={() => onChange({ email: '', label: '' })}>
          Change customer
        </Button>
      </Group>
    );
  }
  const results = q.length >= 2 ? (found.data?.items ?? []) : [];
  return (
    <Stack gap={4}>
      <TextInput
        label="Find a customer (name or e-mail)"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      {results.length > 0 && (
        <Group gap="xs" role="list" aria-label="Customers found">
          {results.map((c) => {
            const label = `${c.name || c.username || c.email} <${c.email}>`;
            return (
              <Button
                key={c.key}
                role="listitem"
                variant="light"
                size="compact-sm"
                onClick={() => {
                  setQuery('');
                  onChange(
                    c.userId !== null ? { customerId: c.userId, email: c.email, label } : { email: c.email, label: '' },
                  );
                }}
              >
                {label}
              </Button>
            );
          })}
        </Group>
      )}
      {q.length >= 2 && found.isSuccess && results.length === 0 && (
        <Text size="sm" c="dimmed">
          No customer matches; type their e-mail below.
        </Text>
      )}
      <TextInput
        label="Customer e-mail (optional)"
        description="Their confirmation goes there; leave empty for an anonymous counter sale"
        type="email"
        value={value.email}
        onChange={(e) => onChange({ email: e.currentTarget.value, label: '' })}
      />
    </Stack>
  );
}
