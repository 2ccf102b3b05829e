import { MantineProvider, Radio as MantineRadio } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Group, Stack, Text } from './Plain';
import { Radio as PlainRadio } from './PlainRadio';
import { partHtml as html, hydrateServed, theme, themed, unmountHydrated } from './test-plain';

type Props = Record<string, unknown>;
type Parts = {
  Group: (p: Props) => ReactElement;
  Card: (p: Props) => ReactElement;
  Indicator: (p: Props) => ReactElement;
};

/** Each library's parts, Mantine's first. */
const MANTINE = MantineRadio as unknown as Parts;
const PLAIN = PlainRadio as unknown as Parts;

/** A card of the painting page's kind: its props, and its indicator's. */
type Card = { card: Props; indicator?: Props };

/** The painting page's card (`PaintingPurchase`): a print size, sold out or not. */
const size = (value: string, soldOut = false): Card => ({
  card: { value, radius: 0, className: 'sizeCard', disabled: soldOut, 'data-sold-out': soldOut || undefined },
  indicator: { disabled: soldOut },
});

const SIZES = [size('8x10in'), size('16x20in'), size('24x30in', true)];

/** The group with its cards, drawn with one library's parts; the cards' insides as the page draws them. */
function sizes(parts: Parts, group: Props, cards: Card[] = SIZES) {
  return (
    <parts.Group {...group}>
      <Stack gap="xs" mt="xs">
        {cards.map(({ card, indicator }) => (
          <parts.Card key={String(card.value)} {...card}>
            <Group justify="space-between" wrap="nowrap">
              <parts.Indicator {...indicator} />
              <Text fw={600}>{String(card.value)}</Text>
            </Group>
          </parts.Card>
        ))}
      </Stack>
    </parts.Group>
  );
}

const page = { label: 'Choose a Size', onChange: () => {}, classNames: { label: 'groupLabel' } };

/** Each case: the group's props, and its cards (the page's unless told); the page's own first. */
const GROUPS: [Props, Card[]?][] = [
  [{ ...page, value: '8x10in' }],
  [{ ...page, value: '16x20in' }],
  // Nothing chosen (the sizes all sold out), and the chosen one sold out since.
  [{ ...page, value: null }],
  [{ ...page, value: '24x30in' }],
  [{ defaultValue: '16x20in' }],
  [{}],
  [
    {
      label: 'Size',
      description: 'Framed',
      error: 'Choose one',
      required: true,
      size: 'sm',
      id: 'sizes',
      name: 'size',
      className: 'group',
      style: { color: 'red' },
      mt: 'md',
      classNames: { root: 'r', label: 'l', required: 'q', description: 'd', error: 'e' },
      'data-testid': 'sizes',
    },
  ],
  [{ label: 'Size', error: true, required: true, withAsterisk: false, description: 'Framed', value: '8x10in' }],
  [{ label: 'Size', withAsterisk: true, size: 'lg', readOnly: true }],
  [
    { value: '8x10in', name: 'mine' },
    [
      { card: { value: '8x10in', withBorder: false, checked: false, mt: 'xs', style: { zIndex: 1 } } },
      { card: { value: '16x20in', checked: true, radius: 'md', 'aria-label': 'Big', name: 'other', type: 'submit' } },
      { card: { value: '24x30in', disabled: true }, indicator: { checked: true, disabled: true } },
    ],
  ],
];

/** The indicator on its own (its props), drawn as Mantine's: its variables from the theme. */
const INDICATORS: Props[] = [
  {},
  { checked: true },
  { disabled: true, checked: false, className: 'dot' },
  { size: 'lg', radius: 'xs', color: 'red', iconColor: 'white' },
  { size: 24, radius: 4, color: 'yellow', autoContrast: false, style: { margin: 2 }, mt: 'sm' },
  { color: 'brand.7', 'aria-label': 'Chosen', id: 'dot' },
];

describe('plain radios write the HTML of Mantine’s', () => {
  it.each(GROUPS.map(([group, cards]) => [JSON.stringify(group), group, cards]))(
    'Radio.Group %s',
    (_label, group, cards) => {
      expect(html(sizes(PLAIN, group, cards))).toBe(html(sizes(MANTINE, group, cards)));
    },
  );

  it.each(INDICATORS.map((props) => [JSON.stringify(props), props]))('Radio.Indicator %s', (_label, props) => {
    expect(html(<PLAIN.Indicator {...props} />)).toBe(html(<MANTINE.Indicator {...props} />));
  });

  it.each<Props>([{}, { value: 'a', checked: true }, { value: 'a', name: 'n', withBorder: false, disabled: true }])(
    'Radio.Card without a group %j',
    (props) => {
      expect(html(<PLAIN.Card {...props}>A</PLAIN.Card>)).toBe(html(<MANTINE.Card {...props}>A</MANTINE.Card>));
    },
  );

  it('the cards share the group’s name; the chosen one is checked, a sold-out one turned off', () => {
    const ours = html(sizes(PLAIN, { ...page, value: '16x20in' }));
    const names = [...ours.matchAll(/ name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(1);
    expect([...ours.matchAll(/aria-checked="(\w+)"/g)].map((match) => match[1])).toEqual(['false', 'true', 'false']);
    expect(ours).toMatch(/<button[^>]* disabled=""[^>]* data-sold-out="true"/);
  });
});

/** The page's group, choosing as the page does: its value kept in state, each choice told. */
function Sizes({ parts = PLAIN, onChange }: { parts?: Parts; onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>('8x10in');
  return sizes(parts, {
    ...page,
    value,
    onChange: (next: string) => {
      setValue(next);
      onChange?.(next);
    },
  });
}

/** Each card's value and whether it is checked, in order. */
const states = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-checked'));

afterEach(unmountHydrated);

describe('plain radios behave as Mantine’s', () => {
  it('a click on a card (or on what is drawn in it) chooses it and tells the group', () => {
    const onChange = vi.fn();
    themed(<Sizes onChange={onChange} />);
    expect(states()).toEqual(['true', 'false', 'false']);
    fireEvent.click(screen.getByRole('radio', { name: '16x20in' }));
    expect(onChange).toHaveBeenLastCalledWith('16x20in');
    expect(states()).toEqual(['false', 'true', 'false']);
    fireEvent.click(screen.getByText('8x10in'));
    expect(onChange).toHaveBeenLastCalledWith('8x10in');
    expect(states()).toEqual(['true', 'false', 'false']);
    expect(screen.getAllByRole('radio')[0]?.querySelector('[data-checked]')).not.toBeNull();
  });

  it('a sold-out card is turned off: a click chooses nothing', () => {
    const onChange = vi.fn();
    themed(<Sizes onChange={onChange} />);
    const soldOut = screen.getByRole('radio', { name: '24x30in' }) as HTMLButtonElement;
    expect(soldOut.disabled).toBe(true);
    fireEvent.click(soldOut);
    expect(onChange).not.toHaveBeenCalled();
    expect(states()).toEqual(['true', 'false', 'false']);
  });

  it('the arrow keys move to the next card and choose it, round, past a turned-off one', () => {
    const onChange = vi.fn();
    themed(<Sizes onChange={onChange} />);
    const [first, second] = screen.getAllByRole('radio') as HTMLElement[];
    first?.focus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    expect(onChange).toHaveBeenLastCalledWith('16x20in');
    // The third is sold out: down from the second goes round to the first.
    fireEvent.keyDown(second as HTMLElement, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    expect(states()).toEqual(['true', 'false', 'false']);
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowUp', code: 'ArrowUp' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second as HTMLElement, { key: 'ArrowLeft', code: 'ArrowLeft' });
    expect(document.activeElement).toBe(first);
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['16x20in', '8x10in', '16x20in', '8x10in']);
  });

  it('chooses as Mantine’s group does, drawing the same cards after each choice', () => {
    const theirs = vi.fn();
    const ours = vi.fn();
    themed(
      <>
        <div data-testid="theirs">
          <Sizes parts={MANTINE} onChange={theirs} />
        </div>
        <div data-testid="ours">
          <Sizes onChange={ours} />
        </div>
      </>,
    );
    // The ids differ in the browser (Mantine's own `useId` draws a random one after mounting; the shop's build does not).
    const drawn = (side: string) =>
      screen.getByTestId(side).innerHTML.replace(/(name|id|aria-labelledby)="[^"]*"/g, '$1=""');
    for (const value of ['16x20in', '24x30in', '8x10in']) {
      const at = SIZES.findIndex(({ card }) => card.value === value);
      for (const side of ['theirs', 'ours']) {
        fireEvent.click(screen.getByTestId(side).querySelectorAll('[role="radio"]')[at] as HTMLElement);
      }
      expect(drawn('ours')).toBe(drawn('theirs'));
    }
    expect(ours.mock.calls).toEqual(theirs.mock.calls);
  });

  it('a read-only group chooses nothing; an uncontrolled one keeps its own choice', () => {
    const onChange = vi.fn();
    themed(
      <>
        {sizes(PLAIN, { readOnly: true, value: '8x10in', onChange })}
        {sizes(PLAIN, { defaultValue: '8x10in', onChange }, [size('a'), size('b')])}
      </>,
    );
    fireEvent.click(screen.getByRole('radio', { name: '16x20in' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(states().slice(0, 3)).toEqual(['true', 'false', 'false']);
    fireEvent.click(screen.getByRole('radio', { name: 'b' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(states().slice(3)).toEqual(['false', 'true']);
  });

  it('a form around the cards submits nothing for them, as around Mantine’s (they are buttons, not inputs)', () => {
    themed(
      <>
        <form data-testid="theirs">{sizes(MANTINE, { ...page, value: '8x10in' })}</form>
        <form data-testid="ours">{sizes(PLAIN, { ...page, value: '8x10in' })}</form>
      </>,
    );
    const entries = (side: string) => [...new FormData(screen.getByTestId(side) as HTMLFormElement).entries()];
    expect(entries('ours')).toEqual(entries('theirs'));
    expect(entries('ours')).toEqual([]);
  });

  it('a double click on the label selects no text (Mantine’s label)', () => {
    themed(sizes(PLAIN, page));
    const label = screen.getByText('Choose a Size');
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false);
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
    expect(screen.getByRole('radiogroup').getAttribute('aria-labelledby')).toBe(label.id);
  });

  it('hydrates the server’s HTML without a mismatch, then chooses', async () => {
    const onChange = vi.fn();
    const shop = (
      <MantineProvider theme={theme}>
        <Sizes onChange={onChange} />
      </MantineProvider>
    );
    const { errors, served, hydrated } = await hydrateServed(shop);
    expect(errors).toEqual([]);
    expect(hydrated).toBe(served);
    act(() => fireEvent.click(screen.getByRole('radio', { name: '16x20in' })));
    expect(onChange).toHaveBeenCalledWith('16x20in');
    expect(states()).toEqual(['false', 'true', 'false']);
  });
});
