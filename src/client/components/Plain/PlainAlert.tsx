import { getRadius, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from '../../mantine-use-id';
import { boxProps, type PlainProps, partColors } from './Plain';
import type { ColouredProps } from './PlainMarks';

/** Mantine's class names for the Alert's parts (`Alert.classes`); `PlainAlert.test.tsx` checks them. */
const CLASSES = {
  root: 'm_66836ed3 mantine-Alert-root',
  wrapper: 'm_a5d60502 mantine-Alert-wrapper',
  icon: 'm_667f2a6a mantine-Alert-icon',
  body: 'm_667c2793 mantine-Alert-body',
  title: 'm_6a03f287 mantine-Alert-title',
  label: 'm_698f4f23 mantine-Alert-label',
  message: 'm_7fa78076 mantine-Alert-message',
};

type AlertProps = Omit<PlainProps<'div'>, 'title'> &
  ColouredProps & {
    title?: ReactNode;
    icon?: ReactNode;
  };

/**
 * Mantine's `Alert` without its close button: a notice in the painting's details (a print's edition, a final sale),
 * the HTML Mantine's writes (ids from `useId`, as Mantine's: the title labels it, the message describes it). Mantine's
 * Alert brings its CloseButton and, by it, the fields' file to the painting page's first load.
 */
export function Alert({
  title,
  icon,
  color,
  variant,
  radius,
  autoContrast,
  className,
  style,
  children,
  ...others
}: AlertProps) {
  const theme = useMantineTheme();
  const id = useId();
  const colors = partColors(theme, { color, variant, autoContrast }, 'light');
  const { rest, ...box } = boxProps(
    theme,
    others,
    {
      '--alert-radius': radius === undefined ? undefined : getRadius(radius),
      '--alert-bg': colors.background,
      '--alert-color': colors.color,
      '--alert-bd': colors.border,
    },
    { own: CLASSES.root },
    className,
    style,
  );
  return (
    <div
      {...box}
      data-variant={variant}
      id={id}
      {...rest}
      role="alert"
      aria-describedby={children ? `${id}-body` : undefined}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className={CLASSES.wrapper}>
        {icon && <div className={CLASSES.icon}>{icon}</div>}
        <div className={CLASSES.body}>
          {title && (
            <div className={CLASSES.title}>
              <span id={`${id}-title`} className={CLASSES.label}>
                {title}
              </span>
            </div>
          )}
          {children && (
            <div id={`${id}-body`} className={CLASSES.message} data-variant={variant}>
              {children}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
