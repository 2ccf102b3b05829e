import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as Plain from './Plain';
import { partHtml as html } from './test-plain';

/** Each part: Mantine's, then the plain one. */
const PARTS = {
  Text: [Text, Plain.Text],
  Anchor: [Anchor, Plain.Anchor],
  Group: [Group, Plain.Group],
  Stack: [Stack, Plain.Stack],
  Title: [Title, Plain.Title],
} as unknown as Record<Part, [(props: Props) => ReactElement, (props: Props) => ReactElement]>;

type Props = Record<string, unknown>;
type Part = 'Text' | 'Anchor' | 'Group' | 'Stack' | 'Title';

/** Each case: the props both parts are given (children besides). */
const TEXT: Props[] = [
  {},
  { size: 'sm', c: 'dimmed' },
  { size: 'xs', c: 'dimmed', mt: 2 },
  { size: 'lg', fw: 600 },
  { fw: 700, ta: 'center', mb: 'md' },
  { span: true, c: 'red' },
  { span: true, fw: 500, size: 'sm', c: 'brand.7' },
  { component: 'h2', className: 'title' },
  { component: 'div', size: 'sm', lineClamp: 2 },
  { className: 'price', style: { color: 'red', marginTop: 4 }, mt: 'xs' },
  { size: 14, fz: 'sm', lh: 1.4 },
  { c: 'var(--mantine-color-text)', tt: 'uppercase', ff: 'monospace', fs: 'italic' },
  { id: 'note', role: 'status', 'aria-live': 'polite', 'data-testid': 'x' },
  { truncate: true, inherit: true, inline: true, miw: 80, maw: 320, py: 'sm', flex: 1 },
  { truncate: 'start', td: 'line-through', size: 'md', display: 'block' },
];

const ANCHOR: Props[] = [
  {},
  { href: '/contact', size: 'sm' },
  { href: '/paintings', size: 'sm', c: 'dimmed', className: 'back', underline: 'always' },
  { component: 'button', type: 'button', size: 'sm' },
  { href: '/x', target: '_blank', rel: 'noopener', mt: 'xl', display: 'inline-block', c: 'inherit' },
];

const GROUP: Props[] = [
  {},
  { gap: 4, wrap: 'nowrap' },
  { gap: 'xs', justify: 'space-between', align: 'flex-start' },
  { gap: 6, className: 'badges', mt: 'sm', style: { zIndex: 2 } },
  { justify: 'center', role: 'group', 'aria-label': 'Sizes', hiddenFrom: 'sm' },
  { component: 'ul', gap: 'xs', className: 'list', visibleFrom: 'md' },
];

const STACK: Props[] = [
  {},
  { gap: 'xs' },
  { gap: 0, align: 'center', justify: 'center', mih: 200 },
  { gap: 'lg', className: 'column', py: 'xl', maw: 480, mx: 'auto', id: 'facts' },
  { component: 'section', gap: 'xs', mt: 'lg', 'aria-labelledby': 'story', hiddenFrom: 'md' },
];

const TITLE: Props[] = [
  {},
  { order: 2 },
  { order: 3, size: 'h4' },
  { order: 2, size: 'lg', ta: 'center' },
  { order: 4, size: 18, c: 'dimmed', lineClamp: 2 },
  { order: 1, className: 'hero', fw: 800, mb: 'md', id: 'page-title', style: { letterSpacing: 1 } },
];

/** Renders `name` from each library with `props` and 'Words' inside. */
function both(name: Part, props: Props) {
  const [Theirs, Ours] = PARTS[name];
  return {
    theirs: html(<Theirs {...props}>Words</Theirs>),
    ours: html(<Ours {...props}>Words</Ours>),
  };
}

describe('plain parts write the HTML of Mantine’s', () => {
  for (const [name, cases] of [
    ['Text', TEXT],
    ['Anchor', ANCHOR],
    ['Group', GROUP],
    ['Stack', STACK],
    ['Title', TITLE],
  ] as const) {
    it.each(cases.map((props) => [JSON.stringify(props), props]))(`${name} %s`, (_label, props) => {
      const { theirs, ours } = both(name, props);
      expect(ours).toBe(theirs);
    });
  }

  it('writes the children Mantine’s Group writes, falsy ones left out', () => {
    const children = [false, <span key="a">A</span>, null, <span key="b">B</span>];
    expect(html(<Plain.Group gap="xs">{children}</Plain.Group>)).toBe(html(<Group gap="xs">{children}</Group>));
  });

  it('a style prop is drawn from the theme (a colour, a spacing)', () => {
    const { ours } = both('Text', { c: 'dimmed', mt: 'xs' });
    expect(ours).toContain('color:var(--mantine-color-dimmed)');
    expect(ours).toContain('margin-top:var(--mantine-spacing-xs)');
  });
});
