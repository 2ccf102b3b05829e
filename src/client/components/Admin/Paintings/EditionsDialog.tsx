import { Badge, Group, Loader, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { EditionsView } from '@shared/schemas/editions';
import { useQuery } from '@tanstack/react-query';
import { orderDetailSearch } from '../../../features/admin/tabs';
import { useTRPC } from '../../../trpc';
import { AnchorLink } from '../../RouterLinks';
import { AdminModal } from '../shared/AdminModal';
import { CertificateLinks } from './CertificateLinks';
import { ProofList } from './ProofList';

type Edition = EditionsView['editions'][number];

/** One number of an edition: sold (its order and buyer, a link to the order) or free. */
function NumberCell({ n, total }: { n: Edition['numbers'][number]; total: number }) {
  const label = `${n.number}/${total}`;
  if (n.status === 'free') {
    return (
      <Badge variant="outline" color="gray" radius={0} title="Free">
        {label}
      </Badge>
    );
  }
  const who = [n.buyer ?? 'Sold outside the shop', n.refunded ? '(refunded)' : ''].filter(Boolean).join(' ');
  return (
    <Tooltip label={who}>
      {n.orderId === null ? (
        <Badge color="dark" radius={0} aria-label={`${label} sold: ${who}`}>
          {label}
        </Badge>
      ) : (
        <AnchorLink
          to="/admin"
          search={orderDetailSearch(n.orderId)}
          aria-label={`${label} sold to ${who}, order ${n.orderId}`}
        >
          <Badge color={n.refunded ? 'orange' : 'dark'} radius={0} style={{ cursor: 'pointer' }}>
            {label}
          </Badge>
        </AnchorLink>
      )}
    </Tooltip>
  );
}

/** A sold number's buyer and, while it holds one, its certificate: the PDF and its verification page. */
function BuyerRow({ n, total }: { n: Edition['numbers'][number]; total: number }) {
  const label = `${n.number}/${total}`;
  return (
    <Group gap={6}>
      <Text size="xs" c="dimmed">
        {label}: {n.buyer}
      </Text>
      <CertificateLinks label={label} certificateUrl={n.certificateUrl} verifyUrl={n.verifyUrl} />
    </Group>
  );
}

function EditionBlock({ edition, paintingId }: { edition: Edition; paintingId: number }) {
  const free = edition.total - edition.sold;
  const buyers = edition.numbers.filter((n) => n.status === 'sold' && n.buyer);
  return (
    <Stack gap="xs">
      <Title order={4}>{edition.size || 'The print'}</Title>
      <Text size="sm" c="dimmed">
        Edition of {edition.total}: {edition.sold} sold, {free} free · artist's proofs: {edition.proofs} (
        {edition.proofsSold} sold)
      </Text>
      <SimpleGrid cols={{ base: 5, sm: 10 }} spacing={4} aria-label={`Numbers of ${edition.size || 'the print'}`}>
        {edition.numbers.map((n) => (
          <NumberCell key={n.number} n={n} total={edition.total} />
        ))}
      </SimpleGrid>
      {buyers.length > 0 && (
        <Stack gap={2} aria-label={`Buyers of ${edition.size || 'the print'}`}>
          {buyers.map((n) => (
            <BuyerRow key={n.number} n={n} total={edition.total} />
          ))}
        </Stack>
      )}
      {edition.proofs > 0 && <ProofList edition={edition} paintingId={paintingId} />}
    </Stack>
  );
}

/** A limited print's editions view: every number of each size, sold (to whom) or free, and its artist's proofs. */
export function EditionsDialog({ paintingId, onClose }: { paintingId: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const view = useQuery({
    ...trpc.admin.paintings.editions.queryOptions({ id: paintingId ?? 0 }),
    enabled: paintingId !== null,
  });
  return (
    <AdminModal
      opened={paintingId !== null}
      onClose={onClose}
      title={`Editions${view.data ? `: ${view.data.title}` : ''}`}
      size="xl"
    >
      {view.isPending && paintingId !== null && <Loader size="sm" />}
      {view.isError && <Text c="red">Failed to load the editions</Text>}
      {view.data && view.data.editions.length === 0 && <Text>This painting is not a limited edition.</Text>}
      <Stack gap="lg">
        {view.data?.editions.map((edition) => (
          <EditionBlock key={edition.size} edition={edition} paintingId={view.data.paintingId} />
        ))}
      </Stack>
    </AdminModal>
  );
}
