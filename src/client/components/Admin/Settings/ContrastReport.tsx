import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { colord } from 'colord';
import { type ColourCheck, checkColour, TEXT_CONTRAST, UI_CONTRAST } from '../../../contrast';
import { SectionCard } from './SettingsSection';

const ratio = (n: number) => `${n.toFixed(2)}:1`;

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: 3,
        background: color,
        border: '1px solid var(--mantine-color-default-border)',
        verticalAlign: 'middle',
      }}
    />
  );
}

/** One scheme's reading: the chosen colour's own contrast and, when it fails, the shade the shop shows. */
function TextCell({ reading }: { reading: ColourCheck['text']['light'] }) {
  if (reading.ratio >= TEXT_CONTRAST) return <Text size="sm">{ratio(reading.ratio)}, shown as chosen</Text>;
  return (
    <Text size="sm">
      {ratio(reading.ratio)}, shown as <Swatch color={reading.shade} /> {reading.shade} ({ratio(reading.shadeRatio)})
    </Text>
  );
}

function warnings(label: string, check: ColourCheck): string[] {
  const list: string[] = [];
  if (check.text.light.ratio < TEXT_CONTRAST || check.text.dark.ratio < TEXT_CONTRAST) {
    list.push(
      `${label} does not reach ${TEXT_CONTRAST}:1 as text everywhere: the shop shows its text in the shade listed, ` +
        'and keeps the exact colour for buttons and badges.',
    );
  }
  const edge = Math.min(check.edge.light, check.edge.dark);
  if (edge < UI_CONTRAST) {
    list.push(
      `Buttons filled with ${label.toLowerCase()} stand out from a ${check.edge.light < UI_CONTRAST ? 'light' : 'dark'} ` +
        `page by only ${ratio(edge)} (${UI_CONTRAST}:1 is needed to see their shape); their labels still read ` +
        `(${ratio(check.fill.ratio)}). This one cannot be made to pass without changing the colour.`,
    );
  }
  return list;
}

/** Customization: how the chosen colours read, as the admin picks them (WCAG 2.2 AA). */
export function ContrastReport({ colours }: { colours: { label: string; value: unknown }[] }) {
  const checks = colours
    .filter((c): c is { label: string; value: string } => typeof c.value === 'string' && colord(c.value).isValid())
    .map((c) => ({ label: c.label, check: checkColour(c.value) }));
  const problems = checks.flatMap(({ label, check }) => warnings(label, check));
  return (
    <SectionCard
      title="Colour contrast"
      description={`Text needs ${TEXT_CONTRAST}:1 against its background, the shapes of controls ${UI_CONTRAST}:1 (WCAG 2.2 AA).`}
    >
      {/* No horizontal scroll container: a scrolling region would need to take focus; the cells wrap. */}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Colour</Table.Th>
            <Table.Th>As text on light pages</Table.Th>
            <Table.Th>As text on dark pages</Table.Th>
            <Table.Th>Button label</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checks.map(({ label, check }) => (
            <Table.Tr key={label}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Swatch color={check.color} />
                  <Text size="sm">
                    {label} {check.color}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <TextCell reading={check.text.light} />
              </Table.Td>
              <Table.Td>
                <TextCell reading={check.text.dark} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {check.fill.text === '#ffffff' ? 'white' : 'black'}, {ratio(check.fill.ratio)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {problems.length > 0 && (
        <Alert color="yellow" title="Check these colours" role="status">
          <Stack gap={4}>
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </SectionCard>
  );
}
