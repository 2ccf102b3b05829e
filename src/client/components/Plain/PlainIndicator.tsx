import {
  getAutoContrastValue,
  getContrastColor,
  getRadius,
  getSize,
  getThemeColor,
  type MantineColor,
  type MantineRadius,
  rem,
  useMantineTheme,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  boxProps,
  type CssVariables,
  dataSize,
  focusClass,
  mod,
  type PlainProps,
  staticClass,
  UNSTYLED_BUTTON,
} from './Plain';
import { innerClass } from './PlainMarks';

/**
 * Mantine's Indicator and Burger drawn as the plain elements they are (issue 45), as `PlainMarks.tsx` draws
 * ActionIcon and Badge; `PlainMarks.test.tsx` compares the HTML of both, prop by prop.
 */

const INDICATOR = { root: 'm_e5262200', indicator: 'm_760d1fb1' };
const BURGER = { root: 'm_fea6bf1a', burger: 'm_d4fb9cad' };

type IndicatorPosition =
  | 'top-start'
  | 'top-center'
  | 'top-end'
  | 'middle-start'
  | 'middle-center'
  | 'middle-end'
  | 'bottom-start'
  | 'bottom-center'
  | 'bottom-end';

/**
 * Where the indicator sits, as Mantine's `getPositionVariables` writes it: every variable named first (so they
 * come in Mantine's order in the `style`), the unused ones left undefined.
 */
function positionVariables(position: IndicatorPosition, offset: number | { x: number; y: number }): CssVariables {
  const variables: CssVariables = {
    '--indicator-top': undefined,
    '--indicator-bottom': undefined,
    '--indicator-left': undefined,
    '--indicator-right': undefined,
    '--indicator-translate-x': undefined,
    '--indicator-translate-y': undefined,
  };
  const x = rem(typeof offset === 'number' ? offset : offset.x);
  const y = rem(typeof offset === 'number' ? offset : offset.y);
  const [row, place] = position.split('-');
  if (row === 'top') Object.assign(variables, { '--indicator-top': y, '--indicator-translate-y': '-50%' });
  if (row === 'middle') Object.assign(variables, { '--indicator-top': '50%', '--indicator-translate-y': '-50%' });
  if (row === 'bottom') Object.assign(variables, { '--indicator-bottom': y, '--indicator-translate-y': '50%' });
  if (place === 'start') Object.assign(variables, { '--indicator-left': x, '--indicator-translate-x': '-50%' });
  if (place === 'center') Object.assign(variables, { '--indicator-left': '50%', '--indicator-translate-x': '-50%' });
  if (place === 'end') Object.assign(variables, { '--indicator-right': x, '--indicator-translate-x': '50%' });
  return variables;
}

export type IndicatorProps = PlainProps<'div'> & {
  /** What the dot says (a count); none draws a bare dot. */
  label?: ReactNode;
  position?: IndicatorPosition;
  /** How far in from the corner, in px. */
  offset?: number | { x: number; y: number };
  /** The dot's size, in px. */
  size?: number | string;
  color?: MantineColor;
  radius?: MantineRadius;
  zIndex?: number | string;
  /** `display: inline-block` (to sit on an inline element). */
  inline?: boolean;
  withBorder?: boolean;
  /** No dot at all. */
  disabled?: boolean;
  /** A pulsing ring. */
  processing?: boolean;
  autoContrast?: boolean;
  /** Above it the label reads `max+`. */
  maxValue?: number;
  /** Whether a label of 0 is drawn (it is unless told). */
  showZero?: boolean;
};

/** Mantine's `Indicator`: a `<div>` around its children with a dot (and its label) on a corner. */
export function Indicator({
  position = 'top-end',
  offset = 0,
  inline,
  label,
  radius,
  color,
  withBorder,
  disabled,
  processing,
  zIndex,
  autoContrast,
  maxValue,
  showZero = true,
  size,
  className,
  style,
  children,
  ...others
}: IndicatorProps) {
  const theme = useMantineTheme();
  const { rest, ...box } = boxProps(
    theme,
    others,
    {
      '--indicator-color': color ? getThemeColor(color, theme) : undefined,
      '--indicator-text-color': getAutoContrastValue(autoContrast, theme)
        ? getContrastColor({ color, theme, autoContrast })
        : undefined,
      '--indicator-size': rem(size),
      '--indicator-radius': radius === undefined ? undefined : getRadius(radius),
      '--indicator-z-index': zIndex?.toString(),
      ...positionVariables(position, offset),
    },
    { own: `${INDICATOR.root} ${staticClass('Indicator')}` },
    className,
    style,
  );
  const hideZero = !showZero && (label === 0 || label === '0');
  const shown = maxValue !== undefined && typeof label === 'number' && label > maxValue ? `${maxValue}+` : label;
  return (
    <div {...box} data-size={dataSize(size)} {...mod({ inline })} {...rest}>
      {!disabled && !hideZero && (
        <div
          className={innerClass(INDICATOR.indicator, 'Indicator', 'indicator')}
          {...mod({ withLabel: !!label, withBorder, processing })}
        >
          {shown}
        </div>
      )}
      {children}
    </div>
  );
}

export type BurgerProps = Omit<PlainProps<'button'>, 'children'> & {
  /** The cross (open) rather than the three lines. */
  opened?: boolean;
  size?: string | number;
  lineSize?: number | string;
  /** How long the lines take to turn, in ms. */
  transitionDuration?: number;
  transitionTimingFunction?: string;
  children?: ReactNode;
};

/**
 * Mantine's `Burger`: a `<button type="button">` with the lines drawn by an inner `<div>` (its CSS turns them into
 * a cross when `data-opened`, with a transition that stops for visitors who prefer reduced motion).
 */
export function Burger({
  opened,
  size,
  lineSize,
  transitionDuration,
  transitionTimingFunction,
  className,
  style,
  children,
  ...others
}: BurgerProps) {
  const theme = useMantineTheme();
  const { rest, ...box } = boxProps(
    theme,
    others,
    {
      '--burger-size': getSize(size, 'burger-size'),
      '--burger-line-size': lineSize ? rem(lineSize) : undefined,
      '--burger-transition-duration': transitionDuration === undefined ? undefined : `${transitionDuration}ms`,
      '--burger-transition-timing-function': transitionTimingFunction,
    },
    // Burger's classes, then UnstyledButton's (the element Mantine draws it with).
    { global: focusClass(theme), own: `${BURGER.root} ${staticClass('Burger')} ${UNSTYLED_BUTTON}` },
    className,
    style,
  );
  return (
    <button {...box} data-size={dataSize(size)} type="button" {...rest}>
      <div className={innerClass(BURGER.burger, 'Burger', 'burger')} data-reduce-motion {...mod({ opened })} />
      {children}
    </button>
  );
}
