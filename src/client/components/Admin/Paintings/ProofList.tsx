import { Badge, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { EditionsView } from '@shared/schemas/editions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useTRPC } from '../../../trpc';
import { CertificateLinks } from './CertificateLinks';

type Edition = EditionsView['editions'][number];
type Proof = Edition['proofList'][number];

/** The editions view's cache, written with each answer (record, re-issue, void answer the whole view). */
function useProofMutations(paintingId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const show = (view: EditionsView) => {
    const { paintingId: id, title, editions } = view;
    queryClient.setQueryData(trpc.admin.paintings.editions.queryKey({ id: paintingId }), {
      paintingId: id,
      title,
      editions,
    });
  };
  return {
    record: useMutation(
      trpc.admin.paintings.recordProofSale.mutationOptions({
        onSuccess: (answer) => {
          show(answer);
          notifySuccess('Proof recorded', `${answer.proof.edition}: its certificate is ready`);
        },
        onError: (error) => notifyFailure(error, "Failed to record the artist's proof"),
      }),
    ),
    reissue: useMutation(
      trpc.admin.paintings.reissueProofCertificate.mutationOptions({
        onSuccess: (answer) => {
          show(answer);
          notifySuccess('Certificate re-issued', `${answer.proof.edition}: the old code now reads "replaced"`);
        },
        onError: (error) => notifyFailure(error, 'Failed to re-issue the certificate'),
      }),
    ),
    void: useMutation(
      trpc.admin.paintings.voidProofSale.mutationOptions({
        onSuccess: (view) => {
          show(view);
          notifySuccess('Proof sale void', 'The proof is held again; its certificate reads "void"');
        },
        onError: (error) => notifyFailure(error, 'Failed to void the proof sale'),
      }),
    ),
  };
}

/** One sold proof: to whom, when, its certificate (PDF, verify page), re-issue, and void (recorded by mistake). */
function SoldProof({ proof, label, actions }: { proof: Proof; label: string; actions: ProofActions }) {
  const [confirming, setConfirming] = useState(false);
  const saleId = proof.saleId ?? 0;
  return (
    <Group gap={6} wrap="wrap">
      <Badge color="dark" radius={0}>
        {label} · sold
      </Badge>
      <Text size="xs">
        {proof.buyer ?? 'No name given'} · {proof.soldAt?.slice(0, 10)}
        {proof.note ? ` · ${proof.note}` : ''}
      </Text>
      <CertificateLinks label={label} certificateUrl={proof.certificateUrl} verifyUrl={proof.verifyUrl} />
      <Button
        size="compact-xs"
        variant="subtle"
        loading={actions.reissue.isPending}
        onClick={() => actions.reissue.mutate({ id: actions.paintingId, saleId })}
      >
        Re-issue certificate
      </Button>
      {confirming ? (
        <Button
          size="compact-xs"
          color="red"
          loading={actions.void.isPending}
          onClick={() => actions.void.mutate({ id: actions.paintingId, saleId })}
        >
          Confirm: void {label}
        </Button>
      ) : (
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
          Void (recorded by mistake)
        </Button>
      )}
    </Group>
  );
}

type ProofActions = ReturnType<typeof useProofMutations> & { paintingId: number };

/** The owner records the lowest held proof sold: the buyer's name (printed only if given), the day, a note. */
function RecordProofForm({ edition, next, actions }: { edition: Edition; next: number; actions: ProofActions }) {
  const [open, setOpen] = useState(false);
  const [buyer, setBuyer] = useState('');
  const [soldOn, setSoldOn] = useState('');
  const [note, setNote] = useState('');
  const [locale, setLocale] = useState<'en' | 'fr'>('en');
  if (!open) {
    return (
      <Button size="compact-xs" variant="light" onClick={() => setOpen(true)}>
        Record AP {next} sold
      </Button>
    );
  }
  const submit = () =>
    actions.record.mutate(
      { id: actions.paintingId, size: edition.size, buyer, note, locale, ...(soldOn ? { soldOn } : {}) },
      { onSuccess: () => setOpen(false) },
    );
  return (
    <Stack gap={6} aria-label={`Record AP ${next}/${edition.proofs} sold`}>
      <Group gap="xs" align="end" wrap="wrap">
        <TextInput
          size="xs"
          label="Buyer's name"
          description="Printed on the certificate only if given"
          value={buyer}
          maxLength={120}
          onChange={(e) => setBuyer(e.currentTarget.value)}
        />
        <TextInput
          size="xs"
          type="date"
          label="Date of sale"
          description="Today if left empty"
          value={soldOn}
          onChange={(e) => setSoldOn(e.currentTarget.value)}
        />
        <TextInput
          size="xs"
          label="Note"
          description="Price, invoice… (not printed)"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      </Group>
      <Group gap="xs">
        <Text size="xs">Certificate language</Text>
        <SegmentedControl
          size="xs"
          value={locale}
          onChange={(v) => setLocale(v === 'fr' ? 'fr' : 'en')}
          data={[
            { value: 'en', label: 'English' },
            { value: 'fr', label: 'French' },
          ]}
        />
        <Button size="compact-xs" loading={actions.record.isPending} onClick={submit}>
          Record AP {next}/{edition.proofs} sold
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

/** An edition's artist's proofs: each held or sold (to whom, when, its certificate), and the form to record one sold. */
export function ProofList({ edition, paintingId }: { edition: Edition; paintingId: number }) {
  const actions = { ...useProofMutations(paintingId), paintingId };
  const next = edition.proofList.find((p) => p.status === 'held')?.number;
  return (
    <Stack gap={4} aria-label={`Artist's proofs of ${edition.size || 'the print'}`}>
      {edition.proofList.map((p) => {
        const label = `AP ${p.number}/${edition.proofs}`;
        return p.status === 'sold' ? (
          <SoldProof key={p.number} proof={p} label={label} actions={actions} />
        ) : (
          <Badge key={p.number} color="grape" variant="light" radius={0}>
            {label} · held
          </Badge>
        );
      })}
      {edition.size && next !== undefined && <RecordProofForm edition={edition} next={next} actions={actions} />}
    </Stack>
  );
}
