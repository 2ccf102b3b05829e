import {
  getRadius,
  getSize,
  getThemeColor,
  type MantineColor,
  type MantineRadius,
  rem,
  useMantineTheme,
} from '@mantine/core';
import type { ElementType, ReactNode } from 'react';
import {
  boxProps,
  dataSize,
  focusClass,
  mod,
  type PlainProps,
  partColors,
  staticClass,
  UNSTYLED_BUTTON,
} from './Plain';

/**
 * Mantine's ActionIcon, Badge and ColorSwatch drawn as the plain element they are (issue 45), as `Plain.tsx` draws
 * Text and Group: the same element, classes, data attributes and CSS variables (`PlainMarks.test.tsx` compares the
 * HTML of both, prop by prop), without Mantine's component code in the first load. Indicator and Burger are in
 * `PlainIndicator.tsx`. What they leave out besides what `Plain.tsx` leaves out: ActionIcon's `loading` (its Loader
 * and transition) and the `gradient` variant; a part that needs one uses Mantine's.
 */

/** The classes of each of Mantine's parts (`Part.classes`), checked by `PlainMarks.test.tsx`. */
const MANTINE_MARK_CLASSES = {
  ActionIcon: 'm_8d3f4000',
  ActionIconIcon: 'm_8d3afb97',
  Badge: 'm_347db0ec',
  BadgeDot: 'm_fbd81e3d',
  BadgeLabel: 'm_5add502a',
  BadgeSection: 'm_91fdda9b',
  ColorSwatch: 'm_de3d2490',
  ColorSwatchAlpha: 'm_95709ac0',
  ColorSwatchShadow: 'm_98ae7f22',
  ColorSwatchColor: 'm_862f3d1b',
  ColorSwatchChildren: 'm_93e74e3',
};

const C = MANTINE_MARK_CLASSES;

/** An inner element's classes: Mantine's hashed one, then its static `mantine-Part-selector`. */
export const innerClass = (hashed: string, part: string, selector: string) => `${hashed} mantine-${part}-${selector}`;

/** The variants the theme's `variantColorResolver` draws without a gradient. */
export type Variant = 'filled' | 'light' | 'outline' | 'subtle' | 'transparent' | 'white' | 'default' | 'none';

/** What ActionIcon and Badge share: a colour, a variant and a radius. */
export type ColouredProps = {
  variant?: Variant;
  color?: MantineColor;
  radius?: MantineRadius;
  /** Black or white text on a fill, whichever reads (the theme's `autoContrast` unless told). */
  autoContrast?: boolean;
};

export type ActionIconProps<E extends ElementType = 'button'> = PlainProps<E> &
  ColouredProps & {
    component?: E;
    size?: string | number;
    disabled?: boolean;
    'data-disabled'?: boolean;
  };

/**
 * Mantine's `ActionIcon`: an icon button (a `<button type="button">`, or `component`, e.g. a link). Disabled, it is
 * the button's `disabled` (so no click, no focus) and `data-disabled`, without the pressed look (`mantine-active`).
 */
export function ActionIcon<E extends ElementType = 'button'>(props: ActionIconProps<E>) {
  const {
    component,
    variant,
    color,
    size,
    radius,
    autoContrast,
    disabled,
    'data-disabled': dataDisabled,
    className,
    style,
    children,
    ...others
  } = props;
  const theme = useMantineTheme();
  const colors = partColors(theme, { color, variant, autoContrast });
  const active = !disabled && !dataDisabled && theme.activeClassName;
  const { rest, ...box } = boxProps(
    theme,
    others,
    {
      '--ai-size': getSize(size, 'ai-size'),
      '--ai-radius': radius === undefined ? undefined : getRadius(radius),
      '--ai-bg': colors.background,
      '--ai-hover': colors.hover,
      '--ai-hover-color': colors.hoverColor,
      '--ai-color': colors.color,
      '--ai-bd': colors.border,
    },
    // ActionIcon's classes, then UnstyledButton's (the element Mantine draws it with) around them.
    {
      global: [focusClass(theme), active].filter(Boolean).join(' '),
      own: `${C.ActionIcon} ${staticClass('ActionIcon')} ${UNSTYLED_BUTTON}`,
    },
    className,
    style,
  );
  const Element: ElementType = component ?? 'button';
  return (
    <Element
      {...box}
      data-variant={variant}
      data-size={dataSize(size)}
      {...mod({ disabled: disabled || dataDisabled })}
      type={Element === 'button' ? 'button' : undefined}
      {...rest}
      disabled={disabled || undefined}
    >
      <span className={innerClass(C.ActionIconIcon, 'ActionIcon', 'icon')}>{children}</span>
    </Element>
  );
}

export type BadgeProps<E extends ElementType = 'div'> = PlainProps<E> &
  Omit<ColouredProps, 'variant'> & {
    component?: E;
    variant?: Variant | 'dot';
    size?: string | number;
    /** Round, as wide as high. */
    circle?: boolean;
    /** As wide as its container. */
    fullWidth?: boolean;
    leftSection?: ReactNode;
    rightSection?: ReactNode;
  };

/** Mantine's `Badge`: a `<div>` (or `component`) with its label in a `<span>`, and a section (an icon) either side. */
export function Badge<E extends ElementType = 'div'>(props: BadgeProps<E>) {
  const {
    component,
    variant,
    color,
    size,
    radius,
    autoContrast,
    circle,
    fullWidth,
    leftSection,
    rightSection,
    className,
    style,
    children,
    ...others
  } = props;
  const theme = useMantineTheme();
  const colors = partColors(theme, { color, variant, autoContrast });
  const { rest, ...box } = boxProps(
    theme,
    others,
    {
      '--badge-height': getSize(size, 'badge-height'),
      '--badge-padding-x': getSize(size, 'badge-padding-x'),
      '--badge-fz': getSize(size, 'badge-fz'),
      '--badge-radius': circle || radius === undefined ? undefined : getRadius(radius),
      '--badge-bg': colors.background,
      '--badge-color': colors.told ? colors.color : undefined,
      '--badge-bd': colors.border,
      '--badge-dot-color': variant === 'dot' ? getThemeColor(color, theme) : undefined,
    },
    // The dot variant's own class comes first, as Mantine's variant classes do.
    { global: variant === 'dot' ? C.BadgeDot : undefined, own: `${C.Badge} ${staticClass('Badge')}` },
    className,
    style,
  );
  const Element: ElementType = component ?? 'div';
  const section = innerClass(C.BadgeSection, 'Badge', 'section');
  return (
    <Element
      {...box}
      data-variant={variant}
      data-size={dataSize(size)}
      {...mod({
        block: fullWidth,
        circle,
        withRightSection: !!rightSection,
        withLeftSection: !!leftSection,
      })}
      {...rest}
    >
      {leftSection && (
        <span className={section} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={innerClass(C.BadgeLabel, 'Badge', 'label')}>{children}</span>
      {rightSection && (
        <span className={section} data-position="right">
          {rightSection}
        </span>
      )}
    </Element>
  );
}

export type ColorSwatchProps<E extends ElementType = 'div'> = PlainProps<E> & {
  component?: E;
  /** The colour shown (any CSS colour). */
  color: string;
  size?: string | number;
  radius?: MantineRadius;
  /** An inner shadow at the edge (Mantine's default). */
  withShadow?: boolean;
};

/**
 * Mantine's `ColorSwatch`: a `<div>` (or `component`, e.g. a button) filled with `color`, its children over it; four
 * `<span>` layers (checkerboard, shadow, colour, children) as Mantine draws them.
 */
export function ColorSwatch<E extends ElementType = 'div'>(props: ColorSwatchProps<E>) {
  const { component, color, size, radius, withShadow = true, className, style, children, ...others } = props;
  const theme = useMantineTheme();
  const { rest, ...box } = boxProps(
    theme,
    others,
    {
      '--cs-radius': radius === undefined ? undefined : getRadius(radius),
      '--cs-size': rem(size),
    },
    { global: focusClass(theme), own: `${C.ColorSwatch} ${staticClass('ColorSwatch')}` },
    className,
    style,
  );
  const Element: ElementType = component ?? 'div';
  return (
    <Element {...box} data-size={dataSize(size)} {...rest}>
      <span className={innerClass(C.ColorSwatchAlpha, 'ColorSwatch', 'alphaOverlay')} />
      {withShadow && <span className={innerClass(C.ColorSwatchShadow, 'ColorSwatch', 'shadowOverlay')} />}
      <span
        className={innerClass(C.ColorSwatchColor, 'ColorSwatch', 'colorOverlay')}
        style={{ backgroundColor: color }}
      />
      <span className={innerClass(C.ColorSwatchChildren, 'ColorSwatch', 'childrenOverlay')}>{children}</span>
    </Element>
  );
}
