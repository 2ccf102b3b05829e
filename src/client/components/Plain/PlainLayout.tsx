import {
  extractStyleProps,
  filterProps,
  getBaseValue,
  getRadius,
  getShadow,
  getSize,
  getSortedBreakpoints,
  getSpacing,
  hashStyleProps,
  keys,
  type MantineBreakpoint,
  type MantineRadius,
  type MantineShadow,
  type MantineSize,
  type MantineSpacing,
  type MantineStyleProps,
  type MantineTheme,
  parseStyleProps,
  rem,
  STYLE_PROPS_DATA,
  type StyleProp,
  stylesToString,
  useMantineDeduplicateInlineStyles,
  useMantineStyleNonce,
  useMantineTheme,
  useRandomClassName,
} from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties, ElementType, ReactNode } from 'react';
import { type CssVariables, dataSize, mod } from './Plain';

/**
 * Mantine's Container, Center, AspectRatio, Skeleton, Paper, VisuallyHidden and SimpleGrid drawn as the plain element
 * they are (issue 45), as `Plain.tsx` does for Text, Group and the like: the very element, classes, data attributes and
 * CSS variables Mantine's would write (`PlainLayout.test.tsx` compares the HTML of both, prop by prop).
 *
 * Unlike `Plain.tsx` these take style props with an object per breakpoint (`py={{ base: 32, md: 64 }}`), which the
 * shop gives its containers and cards: Mantine's Box writes them as a `<style>` before the element, for a class made
 * from `useId`. Each part here calls `useId` once, where Box does, and returns Box's two children (the style or
 * nothing, then the element), so the class, and every id drawn inside it, is the one Mantine's would have: the same on
 * the server and in the browser, hence safe to hydrate. Left out, as in `Plain.tsx`: the styles API (`classNames`,
 * `styles`, `vars`, `unstyled`), `mod`, a variant, `lightHidden`/`darkHidden`, and SimpleGrid's `type="container"`,
 * `minColWidth` and `autoRows`.
 */

/** The class of each of Mantine's parts (its `Part.classes.root`); `PlainLayout.test.tsx` checks them. */
const MANTINE_CLASSES = {
  Container: 'm_7485cace',
  Center: 'm_4451eb3a',
  AspectRatio: 'm_71ac47fc',
  Skeleton: 'm_18320242',
  Paper: 'm_1b7284a3',
  VisuallyHidden: 'm_515a97f8',
  SimpleGrid: 'm_2415a157',
};

type Part = keyof typeof MANTINE_CLASSES;

/** The part's own classes, in Mantine's order: its module class, then its static one. */
const ownClasses = (part: Part) => `${MANTINE_CLASSES[part]} mantine-${part}-root`;

/** What every layout part takes: style props (an object per breakpoint too), a class, a style, the element's attributes. */
type LayoutProps<E extends ElementType> = MantineStyleProps &
  Omit<ComponentPropsWithRef<E>, 'color' | 'style' | keyof MantineStyleProps> & {
    className?: string;
    style?: CSSProperties;
    children?: ReactNode;
    /** Hidden from this breakpoint up, or below it (Mantine's classes). */
    hiddenFrom?: MantineBreakpoint;
    visibleFrom?: MantineBreakpoint;
  };

/** A part that may be drawn as another element (Mantine's polymorphic ones). */
type PolymorphicProps<E extends ElementType> = LayoutProps<E> & { component?: E };

/** The props as the element's writer sees them, whatever the part. */
type BoxArgs = {
  component?: ElementType;
  className?: string;
  style?: CSSProperties;
  hiddenFrom?: MantineBreakpoint;
  visibleFrom?: MantineBreakpoint;
  [prop: string]: unknown;
};

/** What the part adds to the element: its classes, its variables, its flags (`data-*` by `mod`: none when false or empty). */
type PartLook = { own: string; vars?: CssVariables; data?: Record<string, unknown> };

/** What Mantine's Box reads at each render; a part calls it first, so its one `useId` stands where Box's would. */
function useBox() {
  return {
    theme: useMantineTheme(),
    randomClass: useRandomClassName(),
    nonce: useMantineStyleNonce(),
    deduplicate: useMantineDeduplicateInlineStyles(),
  };
}

type BoxContext = ReturnType<typeof useBox>;

/** Mantine's hash of a deduplicated style's text, its `href` (InlineStyles' own, which it does not export). */
function hash(text: string): string {
  let value = 5381;
  for (let i = 0; i < text.length; i++) value = ((value << 5) + value + text.charCodeAt(i)) & 0xffffffff;
  return (value >>> 0).toString(36);
}

/** The `<style>` Mantine's InlineStyles writes: in place, or hoisted once per text when told to deduplicate. */
function inlineStyle(css: string, nonce: string | undefined, deduplicate?: boolean) {
  if (deduplicate) {
    return (
      <style href={`mantine-${hash(css)}`} precedence="mantine" nonce={nonce}>
        {css}
      </style>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the CSS of the code's style props, set as Mantine sets it
  return <style data-mantine-styles="inline" nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * The part's element as Mantine's Box writes it: the style props on the element, those per breakpoint in a `<style>`
 * before it; the part's variables, the given style, then the style props; the given class before the part's.
 */
function boxElement(box: BoxContext, props: BoxArgs, look: PartLook, fallback: ElementType = 'div') {
  const { component, className, style, hiddenFrom, visibleFrom, ...others } = props;
  const { styleProps, rest } = extractStyleProps(others);
  const parsed = parseStyleProps({ styleProps, theme: box.theme, data: STYLE_PROPS_DATA });
  const responsive =
    parsed.hasResponsiveStyles && (box.deduplicate ? hashStyleProps(parsed.styles, parsed.media) : box.randomClass);
  const Element = component ?? fallback;
  const classes = [
    className,
    look.own,
    responsive,
    hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
    visibleFrom && `mantine-visible-from-${visibleFrom}`,
  ];
  // Box's two children, even without a style: their count places the ids drawn inside (`useId`) as Mantine's do.
  return (
    <>
      {responsive &&
        inlineStyle(
          stylesToString({ selector: `.${responsive}`, styles: parsed.styles, media: parsed.media }),
          box.nonce?.(),
          box.deduplicate,
        )}
      <Element
        style={{ ...look.vars, ...style, ...parsed.inlineStyles }}
        className={classes.filter(Boolean).join(' ')}
        {...mod(look.data ?? {})}
        {...rest}
      />
    </>
  );
}

export type ContainerProps<E extends ElementType> = PolymorphicProps<E> & {
  /** Its largest width: a theme size (`--container-size-xl`) or a length. */
  size?: MantineSize | (string & {}) | number;
  /** The whole width, whatever `size`. */
  fluid?: boolean;
  /** How it is centred (Mantine's default: `block`, by margins). */
  strategy?: 'block' | 'grid';
};

/** Mantine's `Container`: its children centred, at most `size` wide. */
export function Container<E extends ElementType = 'div'>({
  size,
  fluid,
  strategy = 'block',
  ...props
}: ContainerProps<E>) {
  return boxElement(useBox(), props as BoxArgs, {
    own: ownClasses('Container'),
    vars: { '--container-size': fluid ? undefined : getSize(size, 'container-size') },
    data: { size: dataSize(size), fluid, strategy },
  });
}

/** Mantine's `Center`: its children in the middle, both ways (`inline`: as an inline flex box). */
export function Center<E extends ElementType = 'div'>({
  inline,
  ...props
}: PolymorphicProps<E> & { inline?: boolean }) {
  return boxElement(useBox(), props as BoxArgs, { own: ownClasses('Center'), data: { inline } });
}

/** Mantine's `AspectRatio`: its child drawn at `ratio` (width over height). */
export function AspectRatio({ ratio, ...props }: LayoutProps<'div'> & { ratio?: number }) {
  return boxElement(useBox(), props as BoxArgs, {
    own: ownClasses('AspectRatio'),
    vars: { '--ar-ratio': ratio?.toString() },
  });
}

export type SkeletonProps = LayoutProps<'div'> & {
  height?: number | string;
  width?: number | string;
  radius?: MantineRadius | number;
  /** A circle `height` wide. */
  circle?: boolean;
  /** The placeholder over its children (Mantine's default); false shows them. */
  visible?: boolean;
  animate?: boolean;
};

/** Mantine's `Skeleton`: a pulsing placeholder for what is loading. */
export function Skeleton({ height, width, radius, circle, visible = true, animate = true, ...props }: SkeletonProps) {
  return boxElement(useBox(), props as BoxArgs, {
    own: ownClasses('Skeleton'),
    vars: {
      '--skeleton-height': rem(height),
      '--skeleton-width': circle ? rem(height) : rem(width),
      '--skeleton-radius': circle ? '1000px' : radius === undefined ? undefined : getRadius(radius),
    },
    data: { visible, animate },
  });
}

export type PaperProps<E extends ElementType> = PolymorphicProps<E> & {
  withBorder?: boolean;
  /** Left out, the theme's default radius (by Mantine's CSS, not a variable). */
  radius?: MantineRadius | number;
  shadow?: MantineShadow | (string & {});
};

/** Mantine's `Paper`: a card's surface, with a border and a shadow when told. */
export function Paper<E extends ElementType = 'div'>({ withBorder, radius, shadow, ...props }: PaperProps<E>) {
  return boxElement(useBox(), props as BoxArgs, {
    own: ownClasses('Paper'),
    vars: {
      '--paper-radius': radius === undefined ? undefined : getRadius(radius),
      '--paper-shadow': getShadow(shadow),
    },
    data: { withBorder },
  });
}

export type CardProps = PaperProps<'div'> & { padding?: MantineSpacing | number };

/** Mantine's `Card` without sections (the not-found page's box): a Paper with the card's padding. */
export function Card({ withBorder, radius, shadow, padding, ...props }: CardProps) {
  return boxElement(useBox(), props as BoxArgs, {
    own: `m_e615b15f mantine-Card-root ${ownClasses('Paper')}`,
    vars: {
      '--paper-radius': radius === undefined ? undefined : getRadius(radius),
      '--paper-shadow': getShadow(shadow),
      '--card-padding': getSpacing(padding),
    },
    data: { withBorder, orientation: 'vertical' },
  });
}

/** Mantine's `VisuallyHidden`: words for a screen reader only, in a `<span>` (or `component`). */
export function VisuallyHidden<E extends ElementType = 'span'>(props: PolymorphicProps<E>) {
  return boxElement(useBox(), props as BoxArgs, { own: ownClasses('VisuallyHidden') }, 'span');
}

export type SimpleGridProps = LayoutProps<'div'> & {
  /** Columns, per breakpoint or not (Mantine's default: 1). */
  cols?: StyleProp<number>;
  /** The gap between columns (Mantine's default: `md`), and between rows unless `verticalSpacing`. */
  spacing?: StyleProp<MantineSpacing>;
  verticalSpacing?: StyleProp<MantineSpacing>;
};

/** A value for one breakpoint, as SimpleGrid reads it: only from an object that names it. */
const at = <T,>(value: StyleProp<T> | undefined, breakpoint: string) =>
  typeof value === 'object' && value !== null ? (value as Record<string, T>)[breakpoint] : undefined;

/** SimpleGrid's variables as its `<style>` sets them: the base ones, then each breakpoint's, narrowest first. */
function gridStyles(
  theme: MantineTheme,
  { cols, spacing, verticalSpacing }: SimpleGridProps,
): { styles: CSSProperties; media: { query: string; styles: CSSProperties }[] } {
  const rows = verticalSpacing === undefined ? spacing : verticalSpacing;
  const styles = filterProps({
    '--sg-spacing-x': getSpacing(getBaseValue(spacing)),
    '--sg-spacing-y': getSpacing(getBaseValue(rows)),
    '--sg-cols': getBaseValue(cols)?.toString(),
  });
  const media = getSortedBreakpoints(keys(theme.breakpoints), theme.breakpoints)
    .map(({ value: breakpoint }) => {
      const x = at(spacing, breakpoint);
      const y = at(rows, breakpoint);
      return {
        query: `(min-width: ${theme.breakpoints[breakpoint as MantineBreakpoint]})`,
        styles: filterProps({
          '--sg-spacing-x': x === undefined ? undefined : getSpacing(x),
          '--sg-spacing-y': y === undefined ? undefined : getSpacing(y),
          '--sg-cols': at(cols, breakpoint),
        }),
      };
    })
    .filter((query) => keys(query.styles).length > 0);
  // Custom properties, which React's CSS type does not list.
  return { styles: styles as CSSProperties, media: media as { query: string; styles: CSSProperties }[] };
}

/**
 * Mantine's `SimpleGrid`: its children in `cols` equal columns. Its columns and gaps are a `<style>` (with media
 * queries) for a class of its own from `useId`, and the element is a Box of its own (one more `useId`, for the style
 * props per breakpoint): `GridBox` here, so both classes are Mantine's.
 */
export function SimpleGrid({ cols = 1, spacing = 'md', verticalSpacing, className, ...props }: SimpleGridProps) {
  const theme = useMantineTheme();
  const gridClass = useRandomClassName();
  const nonce = useMantineStyleNonce();
  const css = stylesToString({ selector: `.${gridClass}`, ...gridStyles(theme, { cols, spacing, verticalSpacing }) });
  return (
    <>
      {inlineStyle(css, nonce?.())}
      <GridBox {...(props as BoxArgs)} className={className} own={`${ownClasses('SimpleGrid')} ${gridClass}`} />
    </>
  );
}

function GridBox({ own, ...props }: BoxArgs & { own: string }) {
  return boxElement(useBox(), props, { own });
}
