import { Button, CloseButton, Loader, MantineProvider, UnstyledButton } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as Plain from './PlainButton';
import { partHtml as html, theme, themed } from './test-plain';

type Props = Record<string, unknown>;
type Part = 'Button' | 'UnstyledButton';

/** Each part: Mantine's, then the plain one. */
const PARTS = {
  Button: [Button, Plain.Button],
  UnstyledButton: [UnstyledButton, Plain.UnstyledButton],
} as unknown as Record<Part, [(props: Props) => ReactElement, (props: Props) => ReactElement]>;

/** A router link as `createLink` hands it a component: an `<a>` of its own with the props it is given. */
function LinkLike({ to, ...props }: Props & { to: string }) {
  return <a href={to} data-router-link="" {...props} />;
}

const icon = <svg data-icon="" aria-hidden />;

/** Each case: the props both buttons are given (children besides); the shop's own uses first. */
const BUTTON: Props[] = [
  {},
  // The product card's quick add, idle and adding.
  { size: 'sm', radius: 0, fullWidth: true, color: 'dark', loading: false, leftSection: icon, 'aria-label': 'Add' },
  { size: 'sm', radius: 0, fullWidth: true, color: 'dark', loading: true, leftSection: icon, 'aria-expanded': true },
  { size: 'lg', radius: 0, className: 'add', leftSection: icon, loading: false, disabled: true },
  { size: 'lg', radius: 0, className: 'add', leftSection: undefined, loading: true, disabled: false },
  // The size chart's unit toggle.
  { size: 'compact-sm', radius: 0, color: 'dark', variant: 'filled', 'aria-pressed': true },
  { size: 'compact-sm', radius: 0, color: 'dark', variant: 'default', 'aria-pressed': false },
  // The quick view button over a card.
  {
    size: 'xs',
    radius: 'xl',
    variant: 'white',
    color: 'dark',
    className: 'qv',
    'data-raised': true,
    leftSection: icon,
  },
  { variant: 'outline', mt: 'md' },
  { size: 'md', fullWidth: true, disabled: true },
  { size: 'md', fullWidth: true, variant: 'default' },
  { variant: 'outline', radius: 0 },
  { type: 'submit', radius: 0, loading: true },
  { type: 'submit', radius: 0, size: 'md', loading: false, leftSection: icon, className: 'submit' },
  { variant: 'subtle', radius: 0 },
  { size: 'xs', variant: 'light', color: 'red' },
  { variant: 'outline', color: 'gray', leftSection: icon, disabled: true },
  { variant: 'outline', color: 'red', leftSection: icon, disabled: true },
  { variant: 'subtle', color: 'gray', size: 'sm', leftSection: icon, rightSection: icon, 'aria-haspopup': 'menu' },
  { color: 'red', loading: true },
  { variant: 'light', color: 'yellow', size: 'xs', loading: false },
  { variant: 'subtle', size: 'compact-sm', mb: 'sm' },
  { size: 'md', radius: 0, color: '#BF8F52', disabled: true, leftSection: icon, className: 'news' },
  { size: 'lg', radius: 0, mt: 36, className: 'cta' },
  { size: 'lg', radius: 0, variant: 'white', color: 'dark' },
  { variant: 'outline', color: 'brand', size: 'md', radius: 0, className: 'cta' },
  { variant: 'outline', radius: 0, mt: 'xl', rightSection: icon, 'aria-label': 'Shop the collection' },
  // What the shop does not use yet, as Mantine draws it.
  { size: 'xl', radius: 'md', variant: 'transparent', color: 'brand.7' },
  { size: 'compact-xs', radius: 12, variant: 'light' },
  { variant: 'gradient', gradient: { from: 'blue', to: 'cyan', deg: 90 } },
  { color: 'yellow', autoContrast: false },
  { justify: 'space-between', fullWidth: true, rightSection: icon },
  { 'data-disabled': true, 'aria-describedby': 'why' },
  { hiddenFrom: 'sm', id: 'go', style: { zIndex: 2 }, className: 'x', 'data-testid': 'go', px: 'lg', w: 200 },
  { visibleFrom: 'md', tabIndex: -1, title: 'Go', name: 'go', value: '1', form: 'f' },
  // As a link: an `<a>`, and the router's link.
  { component: 'a', href: '/paintings', radius: 0, mt: 'xl' },
  { component: 'a', href: '/x', disabled: true, target: '_blank', rel: 'noopener' },
  { component: LinkLike, to: '/auth', fullWidth: true },
  { component: LinkLike, to: '/auth', variant: 'subtle', color: 'gray', size: 'sm', leftSection: icon },
  { component: LinkLike, to: '/profile', variant: 'default', size: 'md', loading: true },
];

const UNSTYLED: Props[] = [
  {},
  // A size to choose on a product page.
  { role: 'radio', 'aria-checked': true, disabled: false, className: 'size', 'data-checked': true },
  { role: 'radio', 'aria-checked': false, disabled: true, className: 'size', 'data-sold-out': true, 'aria-label': 'S' },
  { className: 'toggle', 'aria-expanded': false },
  { className: 'remove', disabled: true, 'aria-label': 'Remove' },
  { type: 'submit', hiddenFrom: 'md', mt: 'xs', style: { color: 'red' } },
  { component: 'a', href: '/x' },
  { component: LinkLike, to: '/x', className: 'link', visibleFrom: 'sm' },
  { component: 'div', role: 'button', tabIndex: 0 },
];

/** Renders `name` from each library with `props` and 'Words' inside. */
function both(name: Part, props: Props) {
  const [Theirs, Ours] = PARTS[name];
  return {
    theirs: html(<Theirs {...props}>Words</Theirs>),
    ours: html(<Ours {...props}>Words</Ours>),
  };
}

describe('plain buttons write the HTML of Mantine’s', () => {
  for (const [name, cases] of [
    ['Button', BUTTON],
    ['UnstyledButton', UNSTYLED],
  ] as const) {
    it.each(cases.map((props) => [JSON.stringify(props), props]))(`${name} %s`, (_label, props) => {
      const { theirs, ours } = both(name, props);
      expect(ours).toBe(theirs);
    });
  }

  it.each<Props>([{}, { size: 'sm', 'aria-label': 'Loading' }, { size: 'md', role: 'status' }])(
    'Loader %j',
    (props) => {
      expect(html(<Plain.Loader {...props} />)).toBe(html(<Loader {...props} />));
    },
  );

  it.each<Props>([
    { 'aria-label': 'Close' },
    { size: 'sm', 'aria-label': 'Close the choice', style: { position: 'absolute', top: 4, right: 4 } },
    { size: 'md', 'aria-label': 'Close', mt: 'xs', disabled: true },
  ])('CloseButton %j', (props) => {
    expect(html(<Plain.CloseButton {...(props as { 'aria-label': string })} />)).toBe(html(<CloseButton {...props} />));
  });

  it('a colour is the theme’s (its variant’s variables, black text on a light fill)', () => {
    const { ours } = both('Button', { color: 'yellow' });
    expect(ours).toContain('--button-bg:var(--mantine-color-yellow-filled)');
    expect(ours).toContain('--button-color:var(--mantine-color-black)');
  });

  it('draws Mantine’s loader while loading, the button turned off', () => {
    const { ours } = both('Button', { loading: true });
    expect(ours).toContain('class="m_b34414df m_5ae2e3c mantine-Loader-root"');
    expect(ours).toMatch(/<button[^>]* disabled=""/);
  });
});

/** Both buttons in the page, each in the shop's theme. */
function renderBoth(name: Part, props: Props) {
  const [Theirs, Ours] = PARTS[name];
  const page = (p: Props) => (
    <MantineProvider theme={theme}>
      <div data-testid="theirs">
        <Theirs {...p}>Words</Theirs>
      </div>
      <div data-testid="ours">
        <Ours {...p}>Words</Ours>
      </div>
    </MantineProvider>
  );
  const view = render(page(props));
  const inner = (side: string) => screen.getByTestId(side).innerHTML;
  return {
    rerender: (p: Props) => view.rerender(page(p)),
    unmount: view.unmount,
    theirs: () => inner('theirs'),
    ours: () => inner('ours'),
  };
}

/** Lets the loader's frames and its 150 ms run out. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('plain buttons behave as Mantine’s', () => {
  it('a click reaches onClick; not while disabled or loading', () => {
    const onClick = vi.fn();
    const view = themed(<Plain.Button onClick={onClick}>Go</Plain.Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    view.rerender(
      <MantineProvider theme={theme}>
        <Plain.Button onClick={onClick} disabled>
          Go
        </Plain.Button>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    view.rerender(
      <MantineProvider theme={theme}>
        <Plain.Button onClick={onClick} loading>
          Go
        </Plain.Button>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('an unstyled button does not submit its form; a submit button does', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const view = themed(
      <form onSubmit={onSubmit}>
        <Plain.UnstyledButton>Toggle</Plain.UnstyledButton>
        <Plain.Button type="submit">Send</Plain.Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('hands its ref the element drawn (a button, a link)', () => {
    const button = createRef<HTMLButtonElement>();
    const link = createRef<HTMLAnchorElement>();
    const unstyled = createRef<HTMLButtonElement>();
    const view = themed(
      <>
        <Plain.Button ref={button}>Go</Plain.Button>
        <Plain.Button component="a" href="/x" ref={link}>
          Link
        </Plain.Button>
        <Plain.UnstyledButton ref={unstyled}>Plain</Plain.UnstyledButton>
      </>,
    );
    expect(button.current?.tagName).toBe('BUTTON');
    expect(link.current?.getAttribute('href')).toBe('/x');
    expect(unstyled.current?.textContent).toBe('Plain');
    view.unmount();
  });

  it('the loader slides in and out as Mantine’s, ending where Mantine’s ends', async () => {
    const view = renderBoth('Button', { loading: false, leftSection: icon });
    expect(view.ours()).toBe(view.theirs());
    view.rerender({ loading: true, leftSection: icon });
    // The button is off at once; the loader comes at the next frame.
    expect(screen.getByTestId('ours').querySelector('button')?.disabled).toBe(true);
    await settle();
    expect(view.ours()).toContain('opacity: 1');
    expect(view.ours()).toBe(view.theirs());
    view.rerender({ loading: false, leftSection: icon });
    // Still there, on its way out, while the button is back on.
    expect(screen.getByTestId('ours').querySelector('button')?.disabled).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.ours()).toContain('opacity: 0');
    await settle();
    expect(view.ours()).not.toContain('mantine-Button-loader');
    expect(view.ours()).toBe(view.theirs());
    view.unmount();
  });

  it('a loader asked for and taken back at once ends gone, as Mantine’s', async () => {
    const view = renderBoth('Button', {});
    view.rerender({ loading: true });
    view.rerender({ loading: false });
    await settle();
    expect(view.ours()).toBe(view.theirs());
    view.unmount();
  });

  it('for a visitor who prefers less motion, the loader comes and goes at once', () => {
    const real = window.matchMedia.bind(window);
    const reduce = vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      const list = real(query);
      if (query.includes('reduced-motion')) Object.defineProperty(list, 'matches', { value: true });
      return list;
    });
    const page = (loading: boolean) => (
      <MantineProvider theme={theme}>
        <Plain.Button loading={loading}>Go</Plain.Button>
      </MantineProvider>
    );
    const view = render(page(false));
    view.rerender(page(true));
    expect(document.querySelector('.mantine-Button-loader')?.getAttribute('style')).toContain('opacity: 1');
    view.rerender(page(false));
    expect(document.querySelector('.mantine-Button-loader')).toBeNull();
    view.unmount();
    reduce.mockRestore();
  });
});
