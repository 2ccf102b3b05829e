import {
  getAutoContrastValue,
  getContrastColor,
  getFontSize,
  getRadius,
  getSize,
  getThemeColor,
  type MantineColor,
  type MantineRadius,
  type MantineSize,
  useDirection,
  useMantineTheme,
} from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { type CSSProperties, createContext, type KeyboardEvent, type ReactNode, use } from 'react';
import { useId } from '../../mantine-use-id';
import { boxProps, dataSize, focusClass, mod, type PlainProps, UNSTYLED_BUTTON } from './Plain';
import { keepSelection, smaller, wrapperIds } from './PlainFields';

/**
 * Mantine's Radio.Group, Radio.Card and Radio.Indicator drawn as the plain elements they are (issue 45), as
 * `Plain.tsx` draws Text and the rest: the print sizes of a painting's page. Mantine's group is an Input.Wrapper with
 * its label, description and error parts, and each card an UnstyledButton over a Box, every one with the styles API;
 * these write the same elements, classes, data attributes and CSS variables (`PlainRadio.test.tsx` compares the HTML
 * of both, state by state) and behave as Mantine's: a card is a `<button role="radio">` that chooses its value on a
 * click, the arrow keys move to the next card of the same `name` and choose it. Unlike Mantine's, the arrows skip a
 * turned-off card, as native radios do (Mantine's stop at it). The ids (the group's `name`, the label's id) come from
 * the shop's `useId`, in the places Mantine's group and its wrapper take theirs, so they are Mantine's and the same
 * on the server and in the browser. Left out: the styles API but the group's `classNames` (`styles`, `vars`,
 * `unstyled`, `attributes`), `mod`, a variant, the wrapper's `labelProps`/`descriptionProps`/`errorProps`/`success`/
 * `inputWrapperOrder`, responsive style props, the ids drawn inside the group (a `useId` under it is not Mantine's)
 * and Mantine's plain `Radio` (an `<input type="radio">`), which the shop's pages do not use.
 */

/** Mantine's class names for the parts (`Input.classes`, `RadioCard.classes`, `RadioIndicator.classes`); the test checks them. */
const CLASSES = {
  root: 'm_46b77525 mantine-InputWrapper-root mantine-RadioGroup-root',
  label: 'm_8fdc1311 mantine-InputWrapper-label mantine-RadioGroup-label',
  required: 'm_78a94662 mantine-InputWrapper-required mantine-RadioGroup-required',
  description: 'm_fe47ce59 mantine-InputWrapper-description mantine-RadioGroup-description',
  error: 'm_8f816625 mantine-InputWrapper-error mantine-RadioGroup-error',
  card: 'm_9dc8ae12 mantine-RadioCard-card',
  indicator: 'm_717d7ff6 mantine-RadioIndicator-indicator',
  icon: 'm_3e4da632 mantine-RadioIndicator-icon',
};

/** What the group tells its cards: the value chosen, how to choose another, and the name they share. */
type RadioGroupContextValue = { value: string | null; onChange: (value: string) => void; name: string };

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

/** Whether the card around an indicator is the chosen one. */
const RadioCardContext = createContext<{ checked: boolean } | null>(null);

/** The group's parts a class may be given to (Mantine's `classNames` for them). */
type GroupPart = 'root' | 'label' | 'required' | 'description' | 'error';

export type RadioGroupProps = Omit<PlainProps<'div'>, 'onChange' | 'defaultValue'> & {
  /** The value chosen (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** Told the value of each card chosen (again too, as Mantine's). */
  onChange?: (value: string) => void;
  /** The name the cards share (the arrow keys move among them); a `useId` unless told. */
  name?: string;
  label?: ReactNode;
  description?: ReactNode;
  /** Drawn below; `true` marks the group as wrong (`data-error`) without a message. */
  error?: ReactNode;
  /** An asterisk after the label (`withAsterisk` says so on its own). */
  required?: boolean;
  withAsterisk?: boolean;
  /** The cards choose nothing. */
  readOnly?: boolean;
  size?: MantineSize;
  classNames?: Partial<Record<GroupPart, string>>;
};

/** Classes as Mantine joins them: the given ones first, then the part's own. */
const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/** Mantine's `Radio.Group`: a label over a `role="radiogroup"` of cards, each choosing its value. */
function RadioGroup({ value, defaultValue, onChange, name, readOnly, ...wrapper }: RadioGroupProps) {
  // Mantine's group takes its `useId` here, its wrapper one more in a component of its own (the label's id).
  const groupName = useId(name);
  const [chosen, setChosen] = useUncontrolled<string | null>({
    value,
    defaultValue,
    finalValue: '',
    onChange: onChange as ((value: string | null) => void) | undefined,
  });
  const choose = (next: string) => {
    if (!readOnly) setChosen(next);
  };
  return (
    <RadioGroupContext value={{ value: chosen, onChange: choose, name: groupName }}>
      <GroupWrapper {...wrapper} />
    </RadioGroupContext>
  );
}

/** Mantine's Input.Wrapper as the group draws it: the label a `<div>` (it names the group, not one input). */
function GroupWrapper(props: Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'name' | 'readOnly'>) {
  const {
    label,
    description,
    error,
    required,
    withAsterisk,
    size,
    classNames,
    id,
    className,
    style,
    children,
    ...others
  } = props;
  const theme = useMantineTheme();
  const idBase = useId(id);
  const labelId = `${idBase}-label`;
  const { errorId, descriptionId, hasError, describedBy, asterisk } = wrapperIds(idBase, {
    error,
    description,
    required,
    withAsterisk,
  });
  const { rest, ...box } = boxProps(
    theme,
    others,
    {},
    { global: classNames?.root, own: CLASSES.root },
    className,
    style,
  );
  return (
    <div {...box} data-size={dataSize(size)} {...mod({ error: Boolean(error) })} id={id} {...rest}>
      {label && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Mantine's label, keeping a double click from selecting its text
        <div
          style={{ '--input-label-size': getFontSize(size) } as CSSProperties}
          className={join(classNames?.label, CLASSES.label)}
          data-size={dataSize(size)}
          {...mod({ required: asterisk })}
          onMouseDown={keepSelection}
          id={labelId}
        >
          {label}
          {asterisk && (
            <span className={join(classNames?.required, CLASSES.required)} aria-hidden>
              {' *'}
            </span>
          )}
        </div>
      )}
      {description ? (
        <p
          style={{ '--input-description-size': smaller(size) } as CSSProperties}
          className={join(classNames?.description, CLASSES.description)}
          data-size={dataSize(size)}
          id={descriptionId}
        >
          {description}
        </p>
      ) : null}
      <div role="radiogroup" aria-labelledby={label ? labelId : undefined} aria-describedby={describedBy}>
        {children}
      </div>
      {hasError && (
        <p
          style={{ '--input-error-size': smaller(size) } as CSSProperties}
          className={join(classNames?.error, CLASSES.error)}
          data-size={dataSize(size)}
          id={errorId}
        >
          {error}
        </p>
      )}
    </div>
  );
}

export type RadioCardProps = Omit<PlainProps<'button'>, 'value' | 'name'> & {
  /** What choosing it tells the group. */
  value?: string;
  /** Chosen whatever the group's value (else it is chosen when its value is the group's). */
  checked?: boolean;
  /** The group's unless told. */
  name?: string;
  /** Mantine's border (on unless told off). */
  withBorder?: boolean;
  /** The card's corners; Mantine also writes it, unread, as the button's `radius` attribute. */
  radius?: MantineRadius;
  disabled?: boolean;
};

/** How far each arrow key moves among the cards, left to right (the keys Mantine's card answers). */
const ARROWS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, ArrowRight: 1, ArrowLeft: -1 };

/**
 * Moves to the next card of the same name and chooses it (a click), as native radios do: round from the last to the
 * first, past the turned-off ones; left and right swap in a right-to-left page. Mantine's card reads the key's
 * `code`; the key's meaning (`key`) is the same for the arrows.
 */
function moveAmong(event: KeyboardEvent<HTMLButtonElement>, name: string, dir: 'ltr' | 'rtl') {
  const step = ARROWS[event.key];
  if (!step) return;
  event.preventDefault();
  const own = event.currentTarget;
  const across = dir === 'rtl' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight') ? -1 : 1;
  const cards = Array.from(document.querySelectorAll<HTMLElement>('[role="radio"]')).filter(
    (card) => card.getAttribute('name') === name && (card === own || !card.matches(':disabled')),
  );
  const next = cards[(cards.indexOf(own) + step * across + cards.length) % cards.length];
  if (!next || next === own) return;
  next.focus();
  next.click();
}

/** Mantine's `Radio.Card`: a `<button role="radio">` drawn as a card, choosing its value in the group. */
export function RadioCard({
  className,
  style,
  checked,
  withBorder = true,
  value,
  onClick,
  name,
  onKeyDown,
  ...others
}: RadioCardProps) {
  const theme = useMantineTheme();
  const { dir } = useDirection();
  const group = use(RadioGroupContext);
  const isChecked = typeof checked === 'boolean' ? checked : group?.value === value || false;
  const cardName = name || group?.name;
  // `radius` stays among the others: Mantine's writes it on the button too, where the caller put it.
  const { rest, ...box } = boxProps(
    theme,
    others,
    { '--card-radius': getRadius(others.radius) },
    { global: focusClass(theme), own: `${CLASSES.card} ${UNSTYLED_BUTTON}` },
    className,
    style,
  );
  return (
    <RadioCardContext value={{ checked: isChecked }}>
      {/* biome-ignore lint/a11y/useSemanticElements: Mantine's card, a button with a radio's role (it holds a card's insides) */}
      <button
        {...box}
        {...mod({ withBorder, checked: isChecked })}
        type="button"
        {...rest}
        role="radio"
        aria-checked={isChecked}
        name={cardName}
        onClick={(event) => {
          onClick?.(event);
          group?.onChange(value || '');
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (cardName) moveAmong(event, cardName, dir);
        }}
      />
    </RadioCardContext>
  );
}

export type RadioIndicatorProps = PlainProps<'div'> & {
  /** Drawn chosen whatever the card around it. */
  checked?: boolean;
  /** Drawn turned off (`data-disabled`); the card is what takes the click. */
  disabled?: boolean;
  size?: MantineSize | number;
  radius?: MantineRadius;
  /** The dot's ring and fill when chosen: the primary colour unless told. */
  color?: MantineColor;
  iconColor?: MantineColor;
  autoContrast?: boolean;
};

/** Mantine's radio dot (its `RadioIcon`), sized by the indicator's stylesheet. */
const RADIO_ICON = (
  <svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 5 5" aria-hidden className={CLASSES.icon}>
    <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
  </svg>
);

/** Mantine's `Radio.Indicator`: the ring and dot of a card, chosen when its card is. */
export function RadioIndicator({
  className,
  style,
  radius,
  color,
  iconColor,
  autoContrast,
  checked,
  disabled,
  size,
  ...others
}: RadioIndicatorProps) {
  const theme = useMantineTheme();
  const card = use(RadioCardContext);
  const isChecked = typeof checked === 'boolean' ? checked : card?.checked || false;
  const { rest, ...box } = boxProps(
    theme,
    others,
    {
      '--radio-size': getSize(size, 'radio-size'),
      '--radio-radius': radius === undefined ? undefined : getRadius(radius),
      '--radio-color': getThemeColor(color, theme),
      '--radio-icon-size':
        typeof size === 'number' ? `calc(${getSize(size, 'radio-size')} * 0.4)` : getSize(size, 'radio-icon-size'),
      // The dot black or white on the fill, whichever reads (the shop's theme has auto contrast on for all).
      '--radio-icon-color': iconColor
        ? getThemeColor(iconColor, theme)
        : getAutoContrastValue(autoContrast, theme)
          ? getContrastColor({ color, theme, autoContrast })
          : undefined,
    },
    { own: CLASSES.indicator },
    className,
    style,
  );
  return (
    <div {...box} data-size={dataSize(size)} {...mod({ checked: isChecked, disabled })} {...rest}>
      {RADIO_ICON}
    </div>
  );
}

/** The parts as the page names them (`Radio.Group`, `Radio.Card`, `Radio.Indicator`), as Mantine's `Radio` has them. */
export const Radio = { Group: RadioGroup, Card: RadioCard, Indicator: RadioIndicator };
