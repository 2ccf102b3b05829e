import { Alert, Anchor, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TOO_LARGE,
  type ProductImportPreview,
} from '@shared/schemas/reports';
import { IconAlertCircle, IconCheck, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useTRPC } from '../../../trpc';
import { Section } from '../Orders/Section';
import { exportUrl } from './export-url';

/** What the screen says of the file, from the import's own limits (the server refuses past them with the same words). */
const LIMITS = `At most ${IMPORT_MAX_BYTES / 1_000_000} MB and ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`;

/**
 * The product import: choose a CSV of the products file's shape, look over the preview (every problem by row and
 * column; nothing is written), then confirm to write every row at once. A file past the size limit is refused here,
 * before it is sent.
 */
export function ProductImport() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ProductImportPreview | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const check = useMutation(
    trpc.admin.reports.previewProductImport.mutationOptions({
      onSuccess: setPreview,
      onError: (error) => notifyFailure(error, 'The file could not be checked'),
    }),
  );
  const write = useMutation(
    trpc.admin.reports.importProducts.mutationOptions({
      onSuccess: (done) => {
        notifySuccess('Products imported', `${done.created} added, ${done.updated} updated`);
        setPreview(null);
        setFile(null);
        setCsv('');
        void queryClient.invalidateQueries();
      },
      onError: (error) => notifyFailure(error, 'The products could not be imported'),
    }),
  );
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setTooLarge(chosen !== null && chosen.size > IMPORT_MAX_BYTES);
    if (!chosen || chosen.size > IMPORT_MAX_BYTES) return;
    const text = await chosen.text();
    setCsv(text);
    check.mutate({ csv: text });
  };
  const ready = preview !== null && preview.errors.length === 0 && preview.rows > 0;

  return (
    <Section title="Import products (CSV)">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Use the shape of the{' '}
          <Anchor href={exportUrl('products', {})} download>
            products export
          </Anchor>
          : a blank id adds a product, an id updates it. {LIMITS} Nothing is written until you confirm.
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          value={file}
          error={tooLarge ? IMPORT_TOO_LARGE : undefined}
          onChange={(chosen) => void choose(chosen)}
          leftSection={<IconUpload size={16} aria-hidden />}
          clearable
          maw={420}
        />
        {check.isPending && <Text size="sm">Checking the file…</Text>}
        {preview && (
          <Stack gap="sm" aria-label="Import preview">
            <Text size="sm" fw={600}>
              {preview.rows} rows: {preview.creates} new, {preview.updates} updates
              {preview.errors.length > 0 ? `, ${preview.errors.length} problems` : ''}
            </Text>
            {preview.errors.length > 0 ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} title="Fix these rows and choose the file again">
                <Table verticalSpacing={4} aria-label="Import problems">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Row</Table.Th>
                      <Table.Th>Column</Table.Th>
                      <Table.Th>Problem</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.errors.map((e) => (
                      <Table.Tr key={`${e.row}-${e.column}-${e.message}`}>
                        <Table.Td>{e.row}</Table.Td>
                        <Table.Td>{e.column || '—'}</Table.Td>
                        <Table.Td>{e.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Alert>
            ) : (
              <Table verticalSpacing={4} aria-label="Rows to import">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Product</Table.Th>
                    <Table.Th ta="right">Price</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.sample.map((r) => (
                    <Table.Tr key={r.row}>
                      <Table.Td>{r.row}</Table.Td>
                      <Table.Td>
                        {r.name}
                        {r.id ? ` (#${r.id})` : ' (new)'}
                      </Table.Td>
                      <Table.Td ta="right">{r.price}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Group>
              <Button
                disabled={!ready}
                loading={write.isPending}
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() => write.mutate({ csv })}
              >
                Import {preview.rows} products
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
