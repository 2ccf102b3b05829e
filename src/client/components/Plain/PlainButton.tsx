import {
  getFontSize,
  getRadius,
  getSize,
  type MantineColor,
  type MantineGradient,
  type MantineRadius,
  type MantineSize,
  rem,
  useMantineTheme,
} from '@mantine/core';
import {
  type ComponentPropsWithRef,
  type CSSProperties,
  type ElementType,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { boxProps, dataSize, focusClass, mod, type PlainProps, partColors, UNSTYLED_BUTTON } from './Plain';

/**
 * Mantine's UnstyledButton and Button drawn as the plain element they are (issue 45), as `Plain.tsx` draws Text and
 * the rest: Mantine's Button is three components deep (Button, UnstyledButton, Box) plus a Transition and a Loader,
 * each with the styles API; these write the same element, classes, data attributes and CSS variables in one
 * function (`PlainButton.test.tsx` compares the HTML of both, prop by prop). The colours come from the theme's own
 * `variantColorResolver`, called as Mantine's Button calls it, so `autoContrast` and the shop's palette apply as
 * before. Left out: the styles API (`classNames`, `styles`, `vars`, `unstyled`, `attributes`), `mod`,
 * `loaderProps` (the loader is always Mantine's default oval) and responsive style props; a button that needs one
 * uses Mantine's.
 */

/** Mantine's class names for the parts (`Button.classes`, `UnstyledButton.classes`, `Loader.classes`); the test checks them. */
const CLASSES = {
  root: 'm_77c9d27d mantine-Button-root',
  inner: 'm_80f1301b mantine-Button-inner',
  label: 'm_811560b9 mantine-Button-label',
  section: 'm_a74036a mantine-Button-section',
  loader: 'm_a25b86ee mantine-Button-loader',
  oval: 'm_b34414df m_5ae2e3c mantine-Loader-root',
};

/** A `<button>` unless told (`component="a"`, a router link…): the element any other element's props go to. */
export type UnstyledButtonProps<E extends ElementType = 'button'> = PlainProps<E> & { component?: E };

/** A `<button>`'s `type`, as Mantine's UnstyledButton writes it: `button` (not a form's submit) unless told. */
const typeOf = (element: ElementType) => (element === 'button' ? 'button' : undefined);

/** Mantine's `UnstyledButton`: a `<button type="button">` with no look of its own but the theme's focus ring. */
export function UnstyledButton<E extends ElementType = 'button'>({
  component,
  className,
  style,
  ...others
}: UnstyledButtonProps<E>) {
  const theme = useMantineTheme();
  const { rest, ...box } = boxProps(
    theme,
    others,
    {},
    { global: focusClass(theme), own: UNSTYLED_BUTTON },
    className,
    style,
  );
  const Element: ElementType = component ?? 'button';
  return <Element {...box} type={typeOf(Element)} {...rest} />;
}

export type ButtonProps<E extends ElementType = 'button'> = UnstyledButtonProps<E> & {
  variant?: 'filled' | 'light' | 'outline' | 'transparent' | 'white' | 'subtle' | 'default' | 'gradient';
  /** A theme colour's name (`red`, `brand`), a shade (`brand.7`) or a CSS colour: the primary colour unless told. */
  color?: MantineColor;
  gradient?: MantineGradient;
  size?: MantineSize | `compact-${MantineSize}`;
  radius?: MantineRadius;
  /** The button as wide as its parent. */
  fullWidth?: boolean;
  /** Turned off (a link too: Mantine writes `disabled` and `data-disabled` on it alike). */
  disabled?: boolean;
  /** Mantine's spinner over the label, the button turned off meanwhile. */
  loading?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** How the label and sections sit in the button (Mantine also writes it, unread, as the element's `justify`). */
  justify?: CSSProperties['justifyContent'];
  /** Black or white text on the fill, whichever reads (the shop's theme has it on for all). */
  autoContrast?: boolean;
  /** Drawn as turned off yet still clickable (a button that says why it cannot act yet). */
  'data-disabled'?: boolean;
};

/**
 * Mantine's `Button`: a button in the theme's look, with the theme's colour for its variant, an optional icon each
 * side and a loader.
 */
export function Button<E extends ElementType = 'button'>(props: ButtonProps<E>) {
  const {
    component,
    className,
    style,
    variant,
    color,
    gradient,
    size,
    radius,
    fullWidth,
    disabled,
    loading,
    leftSection,
    rightSection,
    autoContrast,
    'data-disabled': dataDisabled,
    children,
    ...others
  } = props;
  const theme = useMantineTheme();
  const loader = useLoaderStatus(loading, theme.respectReducedMotion);
  const colors = partColors(theme, { color, variant, gradient, autoContrast });
  const active = !disabled && !loading && !dataDisabled;
  const { rest, ...box } = boxProps(
    theme,
    others,
    {
      '--button-justify': props.justify,
      '--button-height': getSize(size, 'button-height'),
      '--button-padding-x': getSize(size, 'button-padding-x'),
      '--button-fz': getFontSize(size?.replace('compact-', '')),
      '--button-radius': radius === undefined ? undefined : getRadius(radius),
      '--button-bg': colors.background,
      '--button-hover': colors.hover,
      '--button-color': colors.color,
      '--button-bd': colors.border,
      '--button-hover-color': colors.hoverColor,
    },
    // Mantine's order: UnstyledButton's focus class, then Button's press class, the given class, the parts' own.
    {
      global: [focusClass(theme), active && theme.activeClassName].filter(Boolean).join(' '),
      own: `${CLASSES.root} ${UNSTYLED_BUTTON}`,
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
      {...mod({
        disabled: disabled || dataDisabled,
        loading,
        block: fullWidth,
        withLeftSection: Boolean(leftSection),
        withRightSection: Boolean(rightSection),
      })}
      type={typeOf(Element)}
      disabled={disabled || loading}
      {...rest}
    >
      {loader !== 'gone' && (
        <span style={loaderStyle(loader)} className={CLASSES.loader} aria-hidden>
          <span style={LOADER_VARIABLES} className={CLASSES.oval} />
        </span>
      )}
      <span className={CLASSES.inner}>
        {leftSection && (
          <span className={CLASSES.section} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={CLASSES.label} {...mod({ loading })}>
          {children}
        </span>
        {rightSection && (
          <span className={CLASSES.section} data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </Element>
  );
}

/** Mantine's Loader as Button draws it: the oval, as high as a button's height allows, in the label's colour. */
const LOADER_VARIABLES = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
} as CSSProperties;

/** How long the loader takes to slide in or out (Mantine's Button's). */
const LOADER_DURATION = 150;

/** Where the loader is: shown (`in`), on its way in or out (`out`, above the button and clear), or not drawn. */
type LoaderStatus = 'in' | 'out' | 'gone';

/** The loader's style in each place, in the order Mantine's Transition writes it (the HTML matches Mantine's). */
function loaderStyle(status: 'in' | 'out'): CSSProperties {
  return {
    transitionProperty: 'transform, opacity',
    WebkitBackfaceVisibility: 'hidden',
    transitionDuration: `${LOADER_DURATION}ms`,
    transitionTimingFunction: 'ease',
    transformOrigin: 'center',
    ...(status === 'in'
      ? { opacity: 1, transform: `translate(-50%, calc(-50% + ${rem(1)}))` }
      : { opacity: 0, transform: 'translate(-50%, -200%)' }),
  };
}

/**
 * The loader's place as Mantine's Transition moves it when `loading` changes: drawn clear above the button, a frame
 * later slid in; or slid out, then taken away. For visitors who prefer less motion (and the theme respects it) it
 * comes and goes at once; unlike Mantine's, it is still drawn centred then (Mantine's drops the transform).
 */
function useLoaderStatus(loading: boolean | undefined, respectReducedMotion: boolean): LoaderStatus {
  const [status, setStatus] = useState<LoaderStatus>(loading ? 'in' : 'gone');
  // What the last change asked for: React's second run of a first effect (strict mode) must start no slide.
  const shown = useRef(Boolean(loading));
  useEffect(() => {
    if (shown.current === Boolean(loading)) return;
    shown.current = Boolean(loading);
    const end = loading ? 'in' : 'gone';
    if (respectReducedMotion && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setStatus(end);
      return;
    }
    let timer = -1;
    // Drawn clear first and painted (flushSync), so the next frame's place is a slide, not a jump.
    let frame = requestAnimationFrame(() => {
      flushSync(() => setStatus('out'));
      frame = requestAnimationFrame(() => {
        setStatus(loading ? 'in' : 'out');
        timer = window.setTimeout(() => setStatus(end), LOADER_DURATION);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [loading, respectReducedMotion]);
  return status;
}

/**
 * Mantine's `Loader` on its own (its default oval): the spinner of a section that waits (`CenteredLoader`), without
 * Mantine's Loader and its three loaders' code in the first load.
 */
export function Loader({
  size,
  style,
  ...rest
}: { size?: MantineSize } & Omit<ComponentPropsWithRef<'span'>, 'className'>) {
  const sized = size ? { '--loader-size': `var(--loader-size-${size})`, ...style } : style;
  return <span style={sized} className={CLASSES.oval} data-size={size} {...rest} />;
}

/** Mantine's close icon (its `CloseIcon`), sized by the button. */
const CLOSE_ICON = (
  // biome-ignore lint/a11y/noSvgWithoutTitle: Mantine's icon as it writes it; the button's aria-label names it
  <svg
    viewBox="0 0 15 15"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
    style={{ width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' }}
  >
    <path
      d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

type CloseButtonProps = Omit<PlainProps<'button'>, 'className' | 'children'> & {
  size?: MantineSize;
  /** What it closes, said (Mantine's takes the theme's "Close" by default; this one is told). */
  'aria-label': string;
};

/** Mantine's `CloseButton` (its subtle variant): the × that closes a card's size choice. */
export function CloseButton({ size, disabled, style, ...others }: CloseButtonProps) {
  const theme = useMantineTheme();
  const active = disabled ? '' : ` ${theme.activeClassName}`;
  const { rest, ...box } = boxProps(
    theme,
    others,
    { '--cb-size': getSize(size, 'cb-size') },
    {
      global: `${focusClass(theme)}${active}`,
      own: `m_220c80f2 m_86a44da5 mantine-CloseButton-root ${UNSTYLED_BUTTON}`,
    },
    undefined,
    style,
  );
  return (
    <button
      {...box}
      data-variant="subtle"
      data-size={dataSize(size)}
      data-disabled={disabled || undefined}
      type="button"
      {...rest}
      disabled={disabled}
    >
      {CLOSE_ICON}
    </button>
  );
}
