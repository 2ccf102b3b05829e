import { Alert, Button, Checkbox, Group, Radio, ScrollArea, Stack, Switch, Table, Text } from '@mantine/core';
import type { TaxRegistrations } from '@shared/schemas/tax';
import { EXEMPTIBLE_CATEGORIES, JURISDICTIONS, SHIPPING_ALWAYS_TAXED } from '@shared/tax';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useTRPC } from '../../../trpc';
import { SectionCard } from './SettingsSection';

/** The federal line's rates by province, for the `CA` row. */
const CANADA_RATES = 'GST 5 % · HST 13–15 % (ON, NB, NS, NL, PE)';

const ratesOf = (j: { code: string; taxes: readonly { name: string; ratePercent: number }[] }) =>
  j.code === 'CA' ? CANADA_RATES : j.taxes.map((t) => `${t.name} ${t.ratePercent} %`).join(' · ') || 'No sales tax';

type Jurisdiction = (typeof JURISDICTIONS)[number];
type Category = (typeof EXEMPTIBLE_CATEGORIES)[number];
type Edit = (change: (draft: TaxRegistrations) => TaxRegistrations) => void;
const LABELS: Record<Category, string> = { clothing: 'Clothing', art: 'Art' };

const withCode = (list: readonly string[], code: string, on: boolean) =>
  on ? [...new Set([...list, code])].sort() : list.filter((c) => c !== code);

function toggleRegistration(draft: TaxRegistrations, code: string, on: boolean): TaxRegistrations {
  return { ...draft, jurisdictions: withCode(draft.jurisdictions ?? [], code, on) };
}

function toggleShipping(draft: TaxRegistrations, code: string, on: boolean): TaxRegistrations {
  const shippingTaxable = { ...draft.shippingTaxable };
  if (on) shippingTaxable[code] = true;
  else delete shippingTaxable[code];
  return { ...draft, shippingTaxable };
}

function toggleExempt(draft: TaxRegistrations, code: string, category: Category, on: boolean): TaxRegistrations {
  const next = withCode(draft.exemptions[code] ?? [], category, on) as Category[];
  const exemptions = { ...draft.exemptions, [code]: next };
  if (next.length === 0) delete exemptions[code];
  return { ...draft, exemptions };
}

/** One jurisdiction's row; memoised, so a tick re-renders its own row only. */
const JurisdictionRow = memo(function JurisdictionRow({
  jurisdiction: j,
  chosen,
  registered,
  shippingTaxed,
  exempt = [],
  edit,
}: {
  jurisdiction: Jurisdiction;
  chosen: boolean;
  registered: boolean;
  shippingTaxed: boolean;
  exempt?: readonly Category[];
  edit: Edit;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox
          aria-label={`Registered in ${j.name}`}
          disabled={!chosen}
          checked={!chosen || registered}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            edit((d) => toggleRegistration(d, j.code, on));
          }}
        />
      </Table.Td>
      <Table.Td>
        {j.name}{' '}
        <Text span c="dimmed" size="xs">
          {j.code}
        </Text>
      </Table.Td>
      <Table.Td>{ratesOf(j)}</Table.Td>
      <Table.Td>
        {SHIPPING_ALWAYS_TAXED.includes(j.code) ? (
          <Text size="sm">Always</Text>
        ) : (
          <Switch
            aria-label={`Shipping taxed in ${j.name}`}
            checked={shippingTaxed}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              edit((d) => toggleShipping(d, j.code, on));
            }}
          />
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {EXEMPTIBLE_CATEGORIES.map((category) => (
            <Checkbox
              key={category}
              size="xs"
              label={LABELS[category]}
              aria-label={`${LABELS[category]} exempt in ${j.name}`}
              checked={exempt.includes(category)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                edit((d) => toggleExempt(d, j.code, category, on));
              }}
            />
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

/**
 * Where the shop collects tax (issue 37): every jurisdiction of the table until the owner chooses; then only the
 * ticked ones, shipping taxed as GST/HST and QST say and per the owner's choice elsewhere, and the categories each
 * one exempts. Saved with its own button (GET/PUT /api/admin/tax/registrations).
 */
export function TaxSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saved = useQuery(trpc.admin.tax.registrations.queryOptions());
  const [draft, setDraft] = useState<TaxRegistrations | null>(null);
  useEffect(() => {
    if (saved.data) setDraft(saved.data);
  }, [saved.data]);
  const save = useMutation(
    trpc.admin.tax.setRegistrations.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.admin.tax.registrations.queryKey(), data);
        notifySuccess('Tax saved', 'The checkout charges tax where you chose.');
      },
      onError: (error) => notifyFailure(error, 'Failed to save tax'),
    }),
  );
  const edit = useCallback((change: (draft: TaxRegistrations) => TaxRegistrations) => {
    setDraft((current) => (current ? change(current) : current));
  }, []);
  if (!draft) {
    return (
      <SectionCard title="Tax" description="Where the shop collects tax.">
        <Text c={saved.isError ? 'red' : 'dimmed'} size="sm">
          {saved.isError ? 'Could not load the tax settings.' : 'Loading…'}
        </Text>
      </SectionCard>
    );
  }
  const chosen = draft.jurisdictions !== null;
  const registered = new Set(draft.jurisdictions ?? []);
  const submit = () => save.mutate(draft);

  return (
    <SectionCard
      title="Tax"
      description="Choose where you are registered to collect tax: the checkout charges tax only there. Rates are the table’s (verify them with your accountant)."
    >
      <Stack gap="md">
        {!chosen && (
          <Alert color="yellow" variant="light">
            You have not chosen where you collect tax yet: every state and province of the table is charged, on the
            goods only. Choose “Only where I am registered” and tick your registrations.
          </Alert>
        )}
        <Radio.Group
          label="Collect tax"
          value={chosen ? 'registered' : 'everywhere'}
          onChange={(value) => setDraft({ ...draft, jurisdictions: value === 'registered' ? [] : null })}
        >
          <Group mt="xs">
            <Radio value="everywhere" label="Everywhere in the table (not chosen)" />
            <Radio value="registered" label="Only where I am registered" />
          </Group>
        </Radio.Group>
        <ScrollArea.Autosize mah={480} type="auto">
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Registered</Table.Th>
                <Table.Th>Jurisdiction</Table.Th>
                <Table.Th>Rates</Table.Th>
                <Table.Th>Shipping taxed</Table.Th>
                <Table.Th>Exempt</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {JURISDICTIONS.map((j) => (
                <JurisdictionRow
                  key={j.code}
                  jurisdiction={j}
                  chosen={chosen}
                  registered={registered.has(j.code)}
                  shippingTaxed={draft.shippingTaxable[j.code] === true}
                  exempt={draft.exemptions[j.code]}
                  edit={edit}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Text size="xs" c="dimmed">
          Shipping: GST/HST and QST always tax it; BC, Saskatchewan and Manitoba do not by default (separately stated
          delivery); each US state only when you switch it on. Gift cards are never taxed when sold. An exemption covers
          the whole category (New York’s “clothing under $110 per item” is all clothing here).
        </Text>
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            Save tax
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
