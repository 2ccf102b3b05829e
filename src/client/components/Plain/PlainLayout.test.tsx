import {
  AspectRatio,
  Card,
  Center,
  Container,
  MantineProvider,
  Paper,
  SimpleGrid,
  Skeleton,
  VisuallyHidden,
} from '@mantine/core';
import { act } from '@testing-library/react';
import { createRef, type ReactElement, type ReactNode, useId } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import * as Plain from './PlainLayout';
import { hydrateServed, theme, unmountHydrated } from './test-plain';

type Props = Record<string, unknown>;
type Part = 'Container' | 'Center' | 'AspectRatio' | 'Skeleton' | 'Paper' | 'Card' | 'VisuallyHidden' | 'SimpleGrid';

/** Each part: Mantine's, then the plain one. */
const PARTS = {
  Container: [Container, Plain.Container],
  Center: [Center, Plain.Center],
  AspectRatio: [AspectRatio, Plain.AspectRatio],
  Skeleton: [Skeleton, Plain.Skeleton],
  Paper: [Paper, Plain.Paper],
  Card: [Card, Plain.Card],
  VisuallyHidden: [VisuallyHidden, Plain.VisuallyHidden],
  SimpleGrid: [SimpleGrid, Plain.SimpleGrid],
} as unknown as Record<Part, [(props: Props) => ReactElement, (props: Props) => ReactElement]>;

/**
 * The whole page in the shop's theme, the provider's style tags and the parts' own `<style>` (style props per
 * breakpoint, SimpleGrid's columns) included: both pages have the same provider, so any difference is the part's.
 */
function html(part: ReactNode, provider: Props = {}): string {
  return renderToString(
    <MantineProvider theme={theme} {...provider}>
      {part}
    </MantineProvider>,
  );
}

/** A child drawing a `useId`: the same id in both pages only if the part places its children as Mantine's does. */
function Id() {
  return <i>{useId()}</i>;
}

/** Each case: the props both parts are given (the shop's, from `grep -rn "<Container\b" src/client`, and a few more). */
const CONTAINER: Props[] = [
  {},
  { size: 'sm', py: 96, ta: 'center' },
  { size: 'xl', py: { base: 32, md: 64 } },
  { size: 'xs', py: { base: 40, md: 72 } },
  { size: 'xl', py: { base: 40, sm: 64 }, component: 'section', 'aria-labelledby': 'reviews-heading' },
  { size: 'sm', py: 80 },
  { size: 'lg', py: { base: 32, sm: 48 } },
  { size: 'lg', py: { base: 'lg', sm: 40 } },
  { size: 'xl', className: 'inner' },
  { size: 'xs', w: '100%', py: { base: 40, md: 88 }, px: { base: 'md', sm: 'xl' } },
  { size: 'lg', w: '100%', py: { base: 40, md: 88 }, px: { base: 'md', sm: 'xl' } },
  { size: 'xs', className: 'body' },
  { size: 'sm', px: 0 },
  { size: 'sm', className: 'section', ta: 'center' },
  { size: 'xl', pb: 96 },
  { size: 'xl', pt: 48, pb: 96 },
  { size: 'xl', py: 'md' },
  { size: 'xl', py: 56 },
  { size: 'md', className: 'content' },
  { size: 'sm', py: { base: 48, md: 80 }, className: 'page' },
  { size: 'xl', py: { base: 'lg', md: 56 }, className: 'page' },
  { size: 'sm', py: { base: 64, sm: 96 }, ta: 'center' },
  { size: 'xs', py: { base: 48, md: 80 } },
  { fluid: true, strategy: 'grid', size: 'lg' },
  { size: 600, hiddenFrom: 'sm', style: { zIndex: 2 }, id: 'main', component: 'main' },
  { py: { md: 40 }, mt: { base: 'xs' }, visibleFrom: 'md' },
  // A style's text with quotes and brackets, written as Mantine writes it.
  { ff: { base: '"Inter", serif', md: "'A&B' <style>" }, bg: { base: 'url("a.png?x=1&y=2")', sm: 'red' } },
];

const CENTER: Props[] = [
  {},
  { py: 'xl' },
  { mt: 'xl' },
  { mt: 56 },
  { mih: '60vh', role: 'status', 'aria-label': 'Loading' },
  { py: 'xl', role: 'status', 'aria-label': 'Loading' },
  { mih: '70vh', p: 'md', bg: 'gray.1' },
  { inline: true, component: 'span', className: 'mark' },
];

const ASPECT_RATIO: Props[] = [
  {},
  { ratio: 1 },
  { ratio: 4 / 3, className: 'frame' },
  { ratio: 1920 / 800, className: 'frame photo', style: { maxWidth: 300 } },
];

const SKELETON: Props[] = [
  {},
  { height: 320 },
  { height: 28, width: '40%' },
  { height: 44 },
  { height: 30, width: 120, radius: 'sm', 'aria-hidden': true },
  { className: 'skeletonImage', radius: 0 },
  { height: 16, mt: 'sm', width: '70%', radius: 0 },
  { height: 12, mt: 8, width: '40%', radius: 0 },
  { className: 'tileSkeleton', radius: 0 },
  { height: 64 },
  { circle: true, height: 40, radius: 'xl' },
  { visible: false, animate: false, height: '2rem' },
];

const PAPER: Props[] = [
  {},
  { withBorder: true, radius: 0, p: 'lg', mt: 'xl', 'data-testid': 'upcoming-release' },
  { withBorder: true, radius: 'md', p: 'xl' },
  { withBorder: true, radius: 'md', p: { base: 'xl', sm: 48 }, maw: 520, mx: 'auto', my: { base: 48, sm: 96 } },
  { withBorder: true, radius: 'md', p: { base: 'md', sm: 'xl' } },
  { withBorder: true, radius: 'md', p: { base: 'lg', sm: 'xl' } },
  { component: 'article', withBorder: true, radius: 'md', className: 'order', 'aria-labelledby': 'order-1' },
  { withBorder: true, radius: 'md', p: { base: 'xl', sm: 56 } },
  { withBorder: true, radius: 'md', p: 'md' },
  { withBorder: true, radius: 'md', p: 'md', 'aria-label': '1 Main St', component: 'article' },
  { shadow: 'xl', radius: 'md', p: { base: 'lg', sm: 40 }, className: 'card', mx: 'auto' },
  { shadow: 'xl', radius: 'md', p: { base: 'lg', sm: 40 }, className: 'card' },
  { withBorder: true, radius: 0, p: { base: 'lg', sm: 'xl' }, role: 'region', 'aria-label': 'Order 12' },
  { withBorder: true, radius: 0, p: 'md', mt: 'md' },
  { withBorder: false, radius: 8, shadow: '0 1px 2px red' },
];

// The not-found page's box.
const CARD: Props[] = [
  {},
  { withBorder: true, shadow: 'sm', radius: 'md', padding: 'xl', w: '100%', maw: 448, bg: 'white' },
  { padding: 0, radius: 0, className: 'box', p: { base: 'md', sm: 'xl' } },
];

const VISUALLY_HIDDEN: Props[] = [{}, { 'aria-live': 'polite' }, { component: 'h2', tabIndex: -1 }];

const SIMPLE_GRID: Props[] = [
  {},
  { cols: 2, spacing: 'md', mt: 40 },
  { cols: 2, spacing: 'md' },
  { cols: { base: 1, md: 2 }, spacing: { base: 32, md: 72 }, mt: 'lg' },
  { cols: { base: 1, md: 2 }, spacing: 'lg', className: 'alignStart' },
  { cols: { base: 1, sm: 2 }, spacing: 'xl', p: { base: 'md', sm: 'lg' } },
  { cols: { base: 1, md: 2 }, spacing: { base: 'xl', md: 80 }, className: 'grid' },
  { cols: { base: 1, md: 2 }, spacing: { base: 32, md: 72 }, className: 'split' },
  { cols: { base: 1, sm: 3 }, spacing: 40 },
  { cols: { base: 1, xs: 2, md: 4 }, spacing: 'xl' },
  { cols: { base: 1, xs: 2, md: 4 }, spacing: 40 },
  { cols: { base: 1, xs: 2 }, spacing: 'md', mt: 'xl' },
  { cols: { base: 1, md: 2 }, spacing: { base: 40, md: 72 }, className: 'featuredGrid' },
  { cols: { base: 2, md: 4 }, spacing: 'lg', 'aria-busy': 'true', 'aria-label': 'Loading categories' },
  { cols: { base: 2, md: 4 }, spacing: 'lg' },
  { cols: { base: 1, sm: 2 }, spacing: 'md' },
  { cols: { base: 1, sm: 2 }, spacing: 'lg' },
  // CardGrid's: two on a phone, its own from `sm` up, tighter gaps on a phone.
  {
    cols: { base: 2, sm: 3, lg: 4 },
    spacing: { base: 'md', sm: 'xl' },
    verticalSpacing: { base: 'xl', sm: 40 },
    className: 'grid',
    'aria-busy': 'true',
    'aria-label': 'Loading',
  },
  { cols: { base: 2, sm: 1 }, spacing: { base: 'md', sm: 'xl' }, verticalSpacing: { base: 'xl', sm: 48 } },
  { cols: { md: 3 }, spacing: { sm: 'xs' }, verticalSpacing: 0, hiddenFrom: 'lg', style: { zIndex: 1 } },
];

/** Renders `name` from each library with `props`, and words and an id inside. */
function both(name: Part, props: Props, provider: Props = {}) {
  const [Theirs, Ours] = PARTS[name];
  return {
    theirs: html(
      <Theirs {...props}>
        Words <Id />
      </Theirs>,
      provider,
    ),
    ours: html(
      <Ours {...props}>
        Words <Id />
      </Ours>,
      provider,
    ),
  };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  unmountHydrated();
});

describe('plain layout parts write the HTML of Mantine’s', () => {
  for (const [name, cases] of [
    ['Container', CONTAINER],
    ['Center', CENTER],
    ['AspectRatio', ASPECT_RATIO],
    ['Skeleton', SKELETON],
    ['Paper', PAPER],
    ['Card', CARD],
    ['VisuallyHidden', VISUALLY_HIDDEN],
    ['SimpleGrid', SIMPLE_GRID],
  ] as const) {
    it.each(cases.map((props) => [JSON.stringify(props), props]))(`${name} %s`, (_label, props) => {
      const { theirs, ours } = both(name, props);
      expect(ours).toBe(theirs);
    });
  }

  it('a style prop per breakpoint is a <style> with a media query, for a class of the element', () => {
    const { ours } = both('Container', { size: 'xl', py: { base: 32, md: 64 } });
    const [, name] = /<style data-mantine-styles="inline">\.(__m__-[^{]+)\{padding-block:/.exec(ours) ?? [];
    expect(name).toBeDefined();
    expect(ours).toContain(`@media(min-width: 62em){.${name}{padding-block:calc(4rem * var(--mantine-scale));}}`);
    expect(ours).toContain(`class="m_7485cace mantine-Container-root ${name}"`);
  });

  it('with a style nonce, and with inline styles deduplicated (hoisted once per text), as Mantine’s', () => {
    for (const provider of [{ getStyleNonce: () => 'n0nce' }, { deduplicateInlineStyles: true }]) {
      for (const [name, props] of [
        ['Paper', { withBorder: true, p: { base: 'md', sm: 'xl' } }],
        ['SimpleGrid', { cols: { base: 1, sm: 2 }, spacing: 'xl', p: { base: 'md', sm: 'lg' } }],
      ] as const) {
        const { theirs, ours } = both(name, props, provider);
        expect(ours).toBe(theirs);
      }
    }
  });

  it('a part of a list (keys, falsy children) places its children’s ids as Mantine’s', () => {
    const list = (Part: (props: Props) => ReactElement) => (
      <div>
        {[1, 2].map((n) => (
          <Part key={n} py={{ base: n, md: 2 * n }}>
            {false}
            <Id />
            {null}
            <Id />
          </Part>
        ))}
      </div>
    );
    for (const name of ['Container', 'Paper', 'SimpleGrid'] as const) {
      const [Theirs, Ours] = PARTS[name];
      expect(html(list(Ours))).toBe(html(list(Theirs)));
    }
  });
});

/** A page of the shop's kind, drawn with the plain parts only. */
function Page() {
  return (
    <MantineProvider theme={theme}>
      <Plain.Container size="xl" py={{ base: 32, md: 64 }} component="main">
        <Plain.SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 72 }} mt="lg">
          <Plain.Paper withBorder radius="md" p={{ base: 'xl', sm: 48 }}>
            <Plain.Center mih={80}>
              <Id />
            </Plain.Center>
          </Plain.Paper>
          <Plain.AspectRatio ratio={4 / 3}>
            <Plain.Skeleton height={28} width="40%" />
          </Plain.AspectRatio>
          <Plain.VisuallyHidden aria-live="polite">
            1 of 3 <Id />
          </Plain.VisuallyHidden>
        </Plain.SimpleGrid>
      </Plain.Container>
    </MantineProvider>
  );
}

describe('plain layout parts in the browser', () => {
  it('hydrate the server’s HTML without a mismatch, leaving it as it was', async () => {
    const { errors, served, hydrated } = await hydrateServed(<Page />);
    expect(errors).toEqual([]);
    expect(hydrated).toBe(served);
  });

  it('hands the element to a ref, drawn as `component` (the checkout’s focused heading)', () => {
    const heading = createRef<HTMLHeadingElement>();
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(
        <MantineProvider theme={theme}>
          <Plain.VisuallyHidden component="h2" ref={heading} tabIndex={-1}>
            Shipping
          </Plain.VisuallyHidden>
        </MantineProvider>,
      );
    });
    expect(heading.current).toBeInstanceOf(HTMLHeadingElement);
    expect(heading.current?.className).toBe('m_515a97f8 mantine-VisuallyHidden-root');
    expect(heading.current?.tabIndex).toBe(-1);
  });
});
