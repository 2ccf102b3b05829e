import { ActionIcon, Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import type { DimensionUnit, SizeChart } from '@shared/schemas/catalogue';
import { SIZE_CHART_MAX_COLUMNS, SIZE_CHART_MAX_ROWS } from '@shared/schemas/item-details';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const EMPTY_CHART: SizeChart = { columns: ['Size', ''], rows: [['', '']], unit: 'in' };

interface SizeChartEditorProps {
  chart: SizeChart | undefined;
  onChange: (chart: SizeChart | undefined) => void;
  error?: ReactNode;
}

/**
 * The owner's size chart: a header row of column names and rows of cells (the first cell names the size), in
 * inches or centimetres (the storefront converts the measurements). Add or remove rows and columns; removing the
 * chart leaves the product without one (its category's, if any, shows).
 */
export function SizeChartEditor({ chart, onChange, error }: SizeChartEditorProps) {
  if (!chart) {
    return (
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => onChange(EMPTY_CHART)}>
          Add a size chart
        </Button>
      </Group>
    );
  }
  const set = (next: Partial<SizeChart>) => onChange({ ...chart, ...next });
  const setColumn = (c: number, text: string) => set({ columns: chart.columns.map((v, i) => (i === c ? text : v)) });
  const setCell = (r: number, c: number, text: string) =>
    set({ rows: chart.rows.map((row, i) => (i === r ? row.map((v, j) => (j === c ? text : v)) : row)) });
  const addColumn = () => set({ columns: [...chart.columns, ''], rows: chart.rows.map((row) => [...row, '']) });
  const removeColumn = (c: number) =>
    set({
      columns: chart.columns.filter((_, i) => i !== c),
      rows: chart.rows.map((row) => row.filter((_, i) => i !== c)),
    });
  const addRow = () => set({ rows: [...chart.rows, chart.columns.map(() => '')] });
  const removeRow = (r: number) => set({ rows: chart.rows.filter((_, i) => i !== r) });
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Size chart
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Size chart unit"
          value={chart.unit}
          onChange={(unit) => set({ unit: unit as DimensionUnit })}
          data={[
            { value: 'in', label: 'Inches' },
            { value: 'cm', label: 'Centimetres' },
          ]}
        />
      </Group>
      <Table.ScrollContainer minWidth={320}>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {chart.columns.map((column, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
                <Table.Th key={c}>
                  <Group gap={2} wrap="nowrap">
                    <TextInput
                      size="xs"
                      aria-label={`Column ${c + 1} name`}
                      value={column}
                      onChange={(e) => setColumn(c, e.currentTarget.value)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={`Remove column ${c + 1}`}
                      disabled={chart.columns.length <= 1}
                      onClick={() => removeColumn(c)}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Group>
                </Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chart.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
              <Table.Tr key={r}>
                {row.map((cell, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions
                  <Table.Td key={c}>
                    <TextInput
                      size="xs"
                      aria-label={`Row ${r + 1}, ${chart.columns[c] || `column ${c + 1}`}`}
                      value={cell}
                      onChange={(e) => setCell(r, c, e.currentTarget.value)}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={`Remove row ${r + 1}`}
                    onClick={() => removeRow(r)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={addRow} disabled={chart.rows.length >= SIZE_CHART_MAX_ROWS}>
          Add row
        </Button>
        <Button
          variant="default"
          size="xs"
          onClick={addColumn}
          disabled={chart.columns.length >= SIZE_CHART_MAX_COLUMNS}
        >
          Add column
        </Button>
        <Button variant="subtle" color="red" size="xs" onClick={() => onChange(undefined)}>
          Remove size chart
        </Button>
      </Group>
    </Stack>
  );
}
