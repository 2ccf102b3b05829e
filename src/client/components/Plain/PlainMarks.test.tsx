import { ActionIcon, Badge, Burger, ColorSwatch, Indicator, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as PlainIndicator from './PlainIndicator';
import * as Plain from './PlainMarks';
import { partHtml as html, theme } from './test-plain';

type Props = Record<string, unknown>;
type Part = 'ActionIcon' | 'Badge' | 'ColorSwatch' | 'Indicator' | 'Burger';

/** Each part: Mantine's, then the plain one. */
const PARTS = {
  ActionIcon: [ActionIcon, Plain.ActionIcon],
  Badge: [Badge, Plain.Badge],
  ColorSwatch: [ColorSwatch, Plain.ColorSwatch],
  Indicator: [Indicator, PlainIndicator.Indicator],
  Burger: [Burger, PlainIndicator.Burger],
} as unknown as Record<Part, [(props: Props) => ReactElement, (props: Props) => ReactElement]>;

const inTheme = (part: ReactNode) => <MantineProvider theme={theme}>{part}</MantineProvider>;

const icon = <svg aria-hidden="true" width="16" height="16" />;

/** Each case: the props both parts are given, as the shop gives them (and a few more of Mantine's). */
const ACTION_ICON: Props[] = [
  {},
  // The cart line's remove, minus and plus; the header's cart and search; the quantity stepper.
  { variant: 'subtle', color: 'gray', size: 'sm', 'aria-label': 'Remove' },
  { variant: 'subtle', color: 'gray', size: 'sm', 'aria-label': 'More', disabled: true },
  { variant: 'subtle', color: 'gray', size: 'sm', 'aria-label': 'More', disabled: false },
  { variant: 'subtle', color: 'gray', size: 'lg', 'aria-label': 'Cart', 'data-cart-button': true },
  { variant: 'subtle', color: 'gray', size: 44, radius: 0, 'aria-label': 'Fewer', disabled: true },
  // The gallery's arrows.
  { variant: 'white', color: 'dark', radius: 'xl', size: 40, 'data-no-zoom': true, className: 'arrow previous' },
  // The wishlist heart, on a card (saved or not, live or not) and on a detail page.
  {
    className: 'heart',
    variant: 'white',
    color: 'red',
    size: 36,
    radius: 'xl',
    'aria-pressed': true,
    'aria-label': 'Save',
    title: 'Saved',
    disabled: false,
    'data-saved': true,
  },
  {
    variant: 'white',
    color: 'dark',
    size: 36,
    radius: 'xl',
    'aria-pressed': false,
    disabled: true,
    'data-saved': false,
  },
  { variant: 'default', color: 'dark', size: 42, radius: 'xl', 'aria-pressed': false, title: 'Save' },
  // The social links: a link each.
  {
    component: 'a',
    href: 'https://x.test',
    target: '_blank',
    rel: 'noopener noreferrer',
    variant: 'subtle',
    size: 'lg',
  },
  { component: 'a', href: '/x', 'aria-label': 'Instagram', variant: 'default', size: 'lg', radius: 0, className: 's' },
  // Mantine's others: the theme's colour and radius, style props, a style, data-disabled, auto contrast.
  { color: 'brand', variant: 'filled', radius: 'sm', mt: 'xs', style: { zIndex: 2 }, id: 'x' },
  { variant: 'light', color: 'teal.3', 'data-disabled': true, hiddenFrom: 'sm', autoContrast: false },
  { variant: 'outline', color: '#ff0000', size: 'xl' },
  { variant: 'transparent', type: 'submit', name: 'go' },
];

const BADGE: Props[] = [
  {},
  { radius: 0, color: 'brand' },
  { radius: 0, color: 'dark', tt: 'none', 'data-testid': 'edition-badge' },
  { variant: 'outline', color: 'gray', radius: 0, tt: 'none' },
  { color: 'green', size: 'lg', 'data-testid': 'verify-status' },
  { color: 'yellow', size: 'lg' },
  { color: 'red', size: 'lg' },
  { size: 'sm', variant: 'light', color: 'teal', leftSection: icon },
  { radius: 0, size: 'sm', color: 'brand' },
  { radius: 0, size: 'sm', color: 'dark' },
  { size: 'sm', variant: 'light', color: 'orange' },
  { size: 'sm', variant: 'light', color: 'gray' },
  { variant: 'outline', size: 'sm', radius: 'sm', w: 'fit-content', tt: 'none' },
  { color: 'blue', variant: 'light', size: 'lg', radius: 'sm', tt: 'none' },
  { color: 'gray', variant: 'light', size: 'lg', radius: 'sm', tt: 'none' },
  { variant: 'light', color: 'gray', size: 'sm', radius: 'sm' },
  { mt: 6, variant: 'light', size: 'sm' },
  { size: 'xs', variant: 'light', color: 'brand' },
  { size: 'lg', radius: 0, color: 'blue' },
  { color: 'yellow', variant: 'light' },
  { variant: 'dot', color: 'red', rightSection: icon, className: 'tag', style: { margin: 1 } },
  { circle: true, radius: 'xl', fullWidth: true, component: 'span', id: 'b', autoContrast: false, color: 'yellow.2' },
];

const COLOR_SWATCH: Props[] = [
  // The card's swatches: a list item each.
  { role: 'listitem', color: '#1a1a1a', size: 14, title: 'Black', className: 'swatch', 'data-swatch': 'black' },
  // The product page's: a radio button each (chosen, sold out, neither).
  {
    component: 'button',
    type: 'button',
    role: 'radio',
    'aria-checked': true,
    'aria-label': 'Indigo',
    title: undefined,
    disabled: false,
    color: '#3b4a8a',
    size: 34,
    className: 'swatch',
    'data-checked': true,
    'data-sold-out': undefined,
  },
  {
    component: 'button',
    type: 'button',
    role: 'radio',
    'aria-checked': false,
    'aria-label': 'Stone, sold out',
    title: 'Sold out',
    disabled: true,
    color: 'rgb(200, 190, 170)',
    size: 34,
    className: 'swatch',
    'data-sold-out': true,
  },
  { color: 'red', size: 'md', radius: 'xl', withShadow: false, mt: 4, style: { opacity: 0.5 } },
];

const INDICATOR: Props[] = [
  {},
  // The header's cart: its count, none at 0.
  { label: 3, size: 18, offset: 4, disabled: false },
  { label: 0, size: 18, offset: 4, disabled: true },
  { label: 12, size: 18, offset: 4, maxValue: 9 },
  { label: 0, showZero: false },
  { position: 'bottom-start', offset: { x: 2, y: 3 }, inline: true, processing: true, withBorder: true },
  { position: 'middle-center', color: 'red', radius: 'xl', zIndex: 5, className: 'i', mt: 'xs', autoContrast: false },
  { position: 'top-center', color: 'yellow.3', size: 10, style: { opacity: 1 }, id: 'dot' },
];

const BURGER: Props[] = [
  {},
  // The header's: closed, open.
  { hiddenFrom: 'md', size: 'sm', opened: false, 'aria-label': 'Open navigation' },
  { hiddenFrom: 'md', size: 'sm', opened: true, 'aria-label': 'Close navigation' },
  { lineSize: 2, transitionDuration: 300, transitionTimingFunction: 'ease', size: 30, className: 'b', mb: 'md' },
];

/** Renders `name` from each library with `props` and an icon inside. */
function both(name: Part, props: Props) {
  const [Theirs, Ours] = PARTS[name];
  const inside = name === 'Burger' ? undefined : icon;
  return { theirs: html(<Theirs {...props}>{inside}</Theirs>), ours: html(<Ours {...props}>{inside}</Ours>) };
}

const label = (props: Props) =>
  JSON.stringify(props, (key, value) => (key && typeof value === 'object' && value?.$$typeof ? '<icon>' : value));

describe('plain marks write the HTML of Mantine’s', () => {
  for (const [name, cases] of [
    ['ActionIcon', ACTION_ICON],
    ['Badge', BADGE],
    ['ColorSwatch', COLOR_SWATCH],
    ['Indicator', INDICATOR],
    ['Burger', BURGER],
  ] as const) {
    it.each(cases.map((props) => [label(props), props]))(`${name} %s`, (_label, props) => {
      const { theirs, ours } = both(name, props);
      expect(ours).toBe(theirs);
    });
  }

  it('the cart button: an ActionIcon in an Indicator', () => {
    const cart = (parts: { Indicator: typeof Indicator; ActionIcon: typeof ActionIcon }, count: number) => (
      <parts.Indicator label={count} size={18} offset={4} disabled={count === 0}>
        <parts.ActionIcon variant="subtle" color="gray" size="lg" aria-label="Cart" data-cart-button>
          {icon}
        </parts.ActionIcon>
      </parts.Indicator>
    );
    const plain = { Indicator: PlainIndicator.Indicator, ActionIcon: Plain.ActionIcon } as unknown as {
      Indicator: typeof Indicator;
      ActionIcon: typeof ActionIcon;
    };
    for (const count of [0, 2]) expect(html(cart(plain, count))).toBe(html(cart({ Indicator, ActionIcon }, count)));
  });

  it('an ActionIcon draws its colours from the theme', () => {
    const { ours } = both('ActionIcon', { variant: 'subtle', color: 'gray' });
    expect(ours).toContain('--ai-color:var(--mantine-color-gray-light-color)');
    expect(ours).toContain('mantine-active');
  });
});

describe('plain marks behave as Mantine’s', () => {
  it('an ActionIcon is a `<button type="button">` that takes its handlers (click, keys) and gives its element to a ref', () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(inTheme(<Plain.ActionIcon ref={ref} aria-label="Cart" onClick={onClick} onKeyDown={onClick} />));
    const button = screen.getByRole('button', { name: 'Cart' });
    expect(ref.current).toBe(button);
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('a disabled ActionIcon is the button’s own disabled: no click', () => {
    const onClick = vi.fn();
    render(inTheme(<Plain.ActionIcon aria-label="More" disabled onClick={onClick} />));
    const button = screen.getByRole('button', { name: 'More' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('an ActionIcon as a link is a link, and a ColorSwatch as a radio clicks', () => {
    const onChange = vi.fn();
    render(
      inTheme(
        <>
          <Plain.ActionIcon component="a" href="/x" aria-label="Instagram" />
          <Plain.ColorSwatch component="button" role="radio" aria-checked={false} color="red" onClick={onChange} />
        </>,
      ),
    );
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('/x');
    fireEvent.click(screen.getByRole('radio'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('the Burger toggles by click and shows it opened', () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const { rerender } = render(inTheme(<PlainIndicator.Burger ref={ref} aria-label="Menu" onClick={onClick} />));
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current?.firstElementChild?.hasAttribute('data-opened')).toBe(false);
    rerender(inTheme(<PlainIndicator.Burger ref={ref} aria-label="Menu" opened onClick={onClick} />));
    expect(ref.current?.firstElementChild?.getAttribute('data-opened')).toBe('true');
  });
});
