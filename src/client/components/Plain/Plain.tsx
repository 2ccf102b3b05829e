import {
  extractStyleProps,
  FOCUS_CLASS_NAMES,
  getFontSize,
  getLineHeight,
  getSpacing,
  isNumberLike,
  type MantineBreakpoint,
  type MantineColor,
  type MantineGradient,
  type MantineSpacing,
  type MantineStyleProps,
  type MantineTheme,
  parseStyleProps,
  rem,
  STYLE_PROPS_DATA,
  useMantineTheme,
} from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties, ElementType, JSX, ReactNode } from 'react';

/**
 * Mantine's Text, Anchor, Group, Stack and Title drawn as the plain element they are (issue 45: less framework at start).
 *
 * Mantine's own are two components each (the part, then its Box), each with the theme's props, its styles API and
 * its style props worked out again at every render: ~20 µs a part on the server, where the same element is ~1 µs,
 * and a page hydrates a hundred of them. These are one function each, writing the very element, classes, data
 * attributes and CSS variables Mantine's would (`Plain.test.tsx` compares the HTML of both, prop by prop), with the
 * same class names, so the theme's CSS styles them as before. Mantine's own pure helpers do the sums (spacing, font
 * sizes, style props). What they leave out: the styles API (`classNames`, `styles`, `vars`, `unstyled`), a
 * variant, responsive style props (an object per breakpoint) and Group's `grow`; a part that needs one uses
 * Mantine's. The admin, which no shopper's page loads, keeps Mantine's.
 */

/**
 * The class of each of Mantine's parts (its `Part.classes.root`), written here so the first load need not carry
 * Mantine's component for it; `Plain.test.tsx`, which compares the HTML of both, checks them.
 */
const MANTINE_CLASSES = {
  Text: 'm_b6d8b162',
  Anchor: 'm_849cf0da',
  Group: 'm_4081bf90',
  Stack: 'm_6d731127',
  Title: 'm_8a5d1357',
};

/** Style props with one value (no object per breakpoint, which needs a style tag of its own). */
type PlainStyleProps = { [K in keyof MantineStyleProps]?: Exclude<MantineStyleProps[K], Record<string, unknown>> };

/** What every plain part takes besides its own props: style props, a class, a style and the element's attributes. */
export type PlainProps<E extends ElementType> = PlainStyleProps &
  Omit<ComponentPropsWithRef<E>, 'color' | 'style' | keyof MantineStyleProps> & {
    className?: string;
    style?: CSSProperties;
    children?: ReactNode;
    /** Hidden from this breakpoint up, or below it (Mantine's classes). */
    hiddenFrom?: MantineBreakpoint;
    visibleFrom?: MantineBreakpoint;
  };

export type CssVariables = Record<`--${string}`, string | undefined>;

/** The element's `style` and `className` as Mantine's Box writes them: the part's variables, the given style, then the style props. */
export function boxProps(
  theme: MantineTheme,
  others: Record<string, unknown>,
  vars: CssVariables,
  classes: { global?: string; own: string },
  className: string | undefined,
  style: CSSProperties | undefined,
) {
  const { hiddenFrom, visibleFrom, ...props } = others;
  const { styleProps, rest } = extractStyleProps(props);
  const { inlineStyles } = parseStyleProps({ styleProps, theme, data: STYLE_PROPS_DATA });
  return {
    // A variable left undefined is written by no one (React skips it), as Mantine leaves it out.
    style: { ...vars, ...style, ...inlineStyles },
    // Mantine's order: the focus class, the given class, the part's own classes.
    className: [
      classes.global,
      className,
      classes.own,
      hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
      visibleFrom && `mantine-visible-from-${visibleFrom}`,
    ]
      .filter(Boolean)
      .join(' '),
    rest,
  };
}

/** `data-*` attributes as Mantine's `mod` writes them: a false, empty or missing value writes none. */
export function mod(flags: Record<string, unknown>): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flags)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    attributes[`data-${key.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`] = value;
  }
  return attributes;
}

/** The focus-ring class Mantine gives what can take focus (Text, UnstyledButton's root and what is built on it). */
export const focusClass = (theme: MantineTheme) => theme.focusClassName || FOCUS_CLASS_NAMES[theme.focusRing];

/** UnstyledButton's own classes (`UnstyledButton.classes.root`, its static one), last on every part built on it. */
export const UNSTYLED_BUTTON = 'm_87cf2631 mantine-UnstyledButton-root';

/**
 * A part's colours for its variant, as Mantine's Button, ActionIcon, Badge and Alert ask the theme's
 * `variantColorResolver` for them (`variant` the part's own default when none is given: `fallback`). With neither a
 * colour nor a variant given, Mantine leaves the fill, hover and border to its stylesheet: those are undefined, and
 * `told` is false.
 */
export function partColors(
  theme: MantineTheme,
  { color, variant, gradient, autoContrast }: PartColour,
  fallback = 'filled',
) {
  const colors = theme.variantColorResolver({
    color: color || theme.primaryColor,
    theme,
    gradient,
    variant: variant || fallback,
    autoContrast,
  });
  const told = Boolean(color || variant);
  const given = (value: string | undefined) => (told ? value : undefined);
  return {
    told,
    color: colors.color,
    background: given(colors.background),
    hover: given(colors.hover),
    hoverColor: given(colors.hoverColor),
    border: given(colors.border),
  };
}

type PartColour = { color?: MantineColor; variant?: string; gradient?: MantineGradient; autoContrast?: boolean };

/** Mantine's `data-size`: a named size (`sm`), never a number. */
export const dataSize = (size: unknown) => (isNumberLike(size) ? undefined : (size as string) || undefined);

export const staticClass = (part: string) => `mantine-${part}-root`;

type TextProps<E extends ElementType = 'p'> = PlainProps<E> & {
  component?: E;
  size?: string | number;
  /** A `<span>` (Mantine's `span`). */
  span?: boolean;
  lineClamp?: number;
  truncate?: boolean | 'start' | 'end';
  inherit?: boolean;
  inline?: boolean;
};

/** Mantine's `Text`: a `<p>` (a `<span>` with `span`, or `component`). */
export function Text<E extends ElementType = 'p'>(props: TextProps<E>) {
  return textElement(useMantineTheme(), props, staticClass('Text'));
}

type AnchorProps<E extends ElementType = 'a'> = TextProps<E> & {
  /** When the link is underlined (Mantine's `underline`): on hover unless told. */
  underline?: 'always' | 'hover' | 'not-hover' | 'never';
};

/** Mantine's `Anchor`: a link drawn as text in the theme's link colour (`component` for a button that looks so). */
export function Anchor<E extends ElementType = 'a'>({ underline = 'hover', className, ...props }: AnchorProps<E>) {
  const anchorClass = className ? `${MANTINE_CLASSES.Anchor} ${className}` : MANTINE_CLASSES.Anchor;
  const staticClasses = `${staticClass('Text')} ${staticClass('Anchor')}`;
  const anchorProps = { component: 'a', ...props, className: anchorClass } as TextProps<ElementType>;
  return textElement(useMantineTheme(), anchorProps, staticClasses, { underline });
}

/** Text's element, as Mantine's `Text` draws it for itself and for `Anchor` (with their static classes). */
function textElement<E extends ElementType>(
  theme: MantineTheme,
  props: TextProps<E>,
  staticClasses: string,
  flags: Record<string, unknown> = {},
) {
  const { component, size, span, lineClamp, truncate, inherit, inline, className, style, ...others } = props;
  const focus = focusClass(theme);
  const { rest, ...box } = boxProps(
    theme,
    others,
    {
      '--text-fz': getFontSize(size),
      '--text-lh': getLineHeight(size),
      '--text-line-clamp': typeof lineClamp === 'number' ? lineClamp.toString() : undefined,
    },
    { global: focus, own: `${MANTINE_CLASSES.Text} ${staticClasses}` },
    className,
    style,
  );
  const Element: ElementType = component ?? (span ? 'span' : 'p');
  const truncated = truncate === 'start' ? 'start' : truncate ? 'end' : undefined;
  return (
    <Element
      {...box}
      data-size={dataSize(size)}
      {...mod({ truncate: truncated, lineClamp: typeof lineClamp === 'number', inline, inherit, ...flags })}
      {...rest}
    />
  );
}

/** What Group and Stack share: the element drawn (a `div` unless told), the gap and the alignment. */
type FlexProps = PlainProps<'div'> & {
  component?: keyof JSX.IntrinsicElements;
  gap?: MantineSpacing | number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
};

/** Group's or Stack's element, with the part's own variables (`vars`, from the other props). */
function flexElement(
  theme: MantineTheme,
  part: 'Group' | 'Stack',
  { component, className, style, ...others }: FlexProps,
  vars: CssVariables,
) {
  const { rest, ...box } = boxProps(
    theme,
    others,
    vars,
    { own: `${MANTINE_CLASSES[part]} ${staticClass(part)}` },
    className,
    style,
  );
  const Element = component ?? 'div';
  return <Element {...box} {...rest} />;
}

/** Mantine's `Group`: a row of its children, `gap` apart. */
export function Group({ gap, align, justify, wrap, ...props }: FlexProps & { wrap?: CSSProperties['flexWrap'] }) {
  return flexElement(useMantineTheme(), 'Group', props, {
    '--group-gap': getSpacing(gap ?? 'md'),
    '--group-align': align ?? 'center',
    '--group-justify': justify ?? 'flex-start',
    '--group-wrap': wrap ?? 'wrap',
  });
}

/** Mantine's `Stack`: its children in a column, `gap` apart. */
export function Stack({ gap, align, justify, ...props }: FlexProps) {
  return flexElement(useMantineTheme(), 'Stack', props, {
    '--stack-gap': getSpacing(gap ?? 'md'),
    '--stack-align': align ?? 'stretch',
    '--stack-justify': justify ?? 'flex-start',
  });
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'];

/** A heading's font size, weight and line height as Mantine's `Title` works them out. */
function titleVariables(order: number, size: string | number | undefined): CssVariables {
  const named = size ?? `h${order}`;
  const own = typeof named === 'string' && HEADINGS.includes(named);
  return {
    '--title-fw': `var(--mantine-${own ? named : `h${order}`}-font-weight)`,
    '--title-lh': `var(--mantine-${own ? named : `h${order}`}-line-height)`,
    '--title-fz': own
      ? `var(--mantine-${named}-font-size)`
      : typeof named === 'string' && SIZES.includes(named)
        ? `var(--mantine-font-size-${named})`
        : rem(named),
  };
}

type TitleProps = PlainProps<'h1'> & {
  order?: 1 | 2 | 3 | 4 | 5 | 6;
  size?: string | number;
  lineClamp?: number;
};

/** Mantine's `Title`: an `<h1>`…`<h6>` by `order`, drawn at the theme's size for that level (or `size`). */
export function Title({ order = 1, size, lineClamp, className, style, ...others }: TitleProps) {
  const { rest, ...box } = boxProps(
    useMantineTheme(),
    others,
    {
      ...titleVariables(order, size),
      '--title-line-clamp': typeof lineClamp === 'number' ? lineClamp.toString() : undefined,
    },
    { own: `${MANTINE_CLASSES.Title} ${staticClass('Title')}` },
    className,
    style,
  );
  const Heading = `h${order}` as const;
  return (
    <Heading
      {...box}
      data-size={dataSize(size)}
      {...mod({ order, lineClamp: typeof lineClamp === 'number' })}
      {...rest}
    />
  );
}
