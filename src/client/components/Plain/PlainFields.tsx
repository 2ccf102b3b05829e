import {
  type ComboboxStringGroupData,
  getFontSize,
  getRadius,
  getSize,
  type MantineRadius,
  type MantineSize,
  type MantineTheme,
  rem,
  useMantineTheme,
} from '@mantine/core';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useId } from '../../mantine-use-id';
import { boxProps, dataSize, mod, type PlainProps } from './Plain';

/**
 * Mantine's TextInput and NativeSelect drawn as the plain elements they are (issue 45), as `Plain.tsx` draws Text and
 * the rest: Mantine's are six components deep (the part, InputBase, InputWrapper, Input, their label, error and
 * chevron, each a Box with the styles API); these write the same root, label, description, error, wrapper, control
 * and right section, with the same classes, data attributes, CSS variables and ids, in one function
 * (`PlainFields.test.tsx` compares the HTML of both, prop by prop), so the theme's CSS and Mantine's Input and
 * Combobox stylesheets draw them as before. The id comes from the shop's `useId` (React's, as the client's build
 * gives Mantine's too), the same on the server and in the browser; an id drawn inside a label, description, error or
 * section (a node calling `useId`) is not the one Mantine's would draw there, each of its Boxes being a `useId` level
 * of its own, but is the same on the server and in the browser too. Left out: the styles API but for `classNames`
 * given as an object (`styles`, `vars`, `unstyled`, `attributes`, `mod`), the theme's `components` for the inputs
 * (the shop's theme has none), `success`, `loading`, `withErrorStyles`, `inputWrapperOrder`, `inputContainer`,
 * `labelProps`, `descriptionProps`, `errorProps`, `wrapperProps`, the sections' own props, `inputSize`, `rootRef`,
 * `component`, `hiddenFrom`/`visibleFrom` and responsive style props; a field that needs one uses Mantine's.
 */

/** Mantine's class names for the parts (`Input.classes`, `Combobox.classes.chevron`); the test checks them. */
const CLASSES = {
  root: 'm_46b77525',
  label: 'm_8fdc1311',
  required: 'm_78a94662',
  description: 'm_fe47ce59',
  error: 'm_8f816625',
  wrapper: 'm_6c018570',
  input: 'm_8fb7ebe7',
  section: 'm_82577fc2',
};

type Selector = keyof typeof CLASSES;

/** The props of the field's look, read here; the rest go to the `<input>` or `<select>` (style props to the root). */
type FieldLook = {
  /** Above the control, its `<label>`; a field without one is named by `aria-label`. */
  label?: ReactNode;
  /** Under the label, read out with the control (`aria-describedby`). */
  description?: ReactNode;
  /** A message under the control, read out with it; `true` marks the field invalid with no message. */
  error?: ReactNode;
  required?: boolean;
  /** The label's asterisk, whether or not the field is `required`. */
  withAsterisk?: boolean;
  size?: MantineSize | (string & {});
  radius?: MantineRadius;
  variant?: 'default' | 'filled' | 'unstyled';
  disabled?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  leftSectionWidth?: CSSProperties['width'];
  rightSectionWidth?: CSSProperties['width'];
  leftSectionPointerEvents?: CSSProperties['pointerEvents'];
  rightSectionPointerEvents?: CSSProperties['pointerEvents'];
  /** The pointer cursor over the control (a select's). */
  pointer?: boolean;
  /** A class for any of the parts (Mantine's `classNames`, as an object). */
  classNames?: Partial<Record<Selector, string>>;
  /** The control's id (and its label's, description's and error's, from it): React's `useId` unless told. */
  id?: string;
  /** On the wrapper around the control, as Mantine puts it. */
  dir?: 'ltr' | 'rtl' | 'auto';
};

type FieldProps<E extends 'input' | 'select'> = Omit<
  PlainProps<E>,
  'size' | 'children' | 'hiddenFrom' | 'visibleFrom' | keyof FieldLook
> &
  FieldLook;

export type TextInputProps = FieldProps<'input'>;

export type NativeSelectProps = FieldProps<'select'> & {
  /** The options: values, `{ value, label, disabled }`, or `{ group, items }` for an `<optgroup>`. */
  data?: ComboboxStringGroupData;
  /** `<option>`s of one's own, in place of `data`. */
  children?: ReactNode;
};

/** The part's classes in Mantine's order: the one given in `classNames`, the module's, then the static ones. */
function classesOf(part: string, selector: Selector, classNames: FieldLook['classNames'], base = 'Input') {
  return [classNames?.[selector], CLASSES[selector], `mantine-${base}-${selector}`, `mantine-${part}-${selector}`]
    .filter(Boolean)
    .join(' ');
}

/** Mantine's label keeps a double click on it from selecting its text (a field's, a radio group's). */
export function keepSelection(event: MouseEvent) {
  if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
}

/** A description's or an error's font size: two pixels under the field's (none without a size: the stylesheet's). */
export const smaller = (size: string | undefined) =>
  size === undefined ? undefined : `calc(${getFontSize(size)} - ${rem(2)})`;

/**
 * What Mantine's InputWrapper reads out with the control: the error's and the description's ids in its
 * `aria-describedby` (its success message's place between them left empty: two spaces), an error of `true` marking the
 * control without a message; and whether the label has an asterisk (`withAsterisk`, else `required`).
 */
export function wrapperIds(
  idBase: string,
  {
    error,
    description,
    required,
    withAsterisk,
  }: Pick<FieldLook, 'error' | 'description' | 'required' | 'withAsterisk'>,
) {
  const errorId = `${idBase}-error`;
  const descriptionId = `${idBase}-description`;
  const hasError = Boolean(error) && typeof error !== 'boolean';
  const hasDescription = Boolean(description);
  const describedBy = `${hasError ? errorId : ''}  ${hasDescription ? descriptionId : ''}`.trim() || undefined;
  const asterisk = typeof withAsterisk === 'boolean' ? withAsterisk : required;
  return { errorId, descriptionId, hasError, hasDescription, describedBy, asterisk };
}

/** The space Mantine leaves between the control and a description above it or an error below it. */
const OFFSET = 'calc(var(--mantine-spacing-xs) / 2)';

/**
 * The field as Mantine's InputWrapper and Input write it: the root holding the label, description, the wrapper (the
 * sections and the control, `element`) and the error, in that order; the label's `htmlFor`, the description's and
 * error's ids in the control's `aria-describedby`, and `aria-invalid` while in error, as Mantine announces them.
 */
function drawField(
  theme: MantineTheme,
  part: 'TextInput' | 'NativeSelect',
  idBase: string,
  props: FieldLook & { className?: string; style?: CSSProperties; [prop: string]: unknown },
  element: 'input' | 'select',
  children?: ReactNode,
) {
  const {
    label,
    description,
    error,
    required,
    withAsterisk,
    size = 'sm',
    radius,
    variant,
    disabled,
    leftSection,
    rightSection,
    leftSectionWidth,
    rightSectionWidth,
    leftSectionPointerEvents,
    rightSectionPointerEvents,
    pointer,
    classNames,
    id: _id,
    dir,
    className,
    style,
    ...others
  } = props;
  const {
    errorId,
    descriptionId,
    hasError,
    hasDescription,
    describedBy,
    asterisk: isRequired,
  } = wrapperIds(idBase, { error, description, required, withAsterisk });
  const look = { 'data-variant': variant, 'data-size': dataSize(size) };
  // Style props go to the root, as Mantine's `useInputProps` sends them; the rest to the control.
  const { rest, ...root } = boxProps(
    theme,
    others,
    {},
    { own: `${CLASSES.root} mantine-InputWrapper-root mantine-${part}-root` },
    [classNames?.root, className].filter(Boolean).join(' ') || undefined,
    style,
  );
  const wrapperVariables = {
    '--input-margin-top': hasDescription ? OFFSET : undefined,
    '--input-margin-bottom': hasError ? OFFSET : undefined,
    '--input-height': getSize(size, 'input-height'),
    '--input-fz': getFontSize(size),
    '--input-radius': radius === undefined ? undefined : getRadius(radius),
    '--input-left-section-width': leftSectionWidth === undefined ? undefined : rem(leftSectionWidth),
    '--input-right-section-width': rightSectionWidth === undefined ? undefined : rem(rightSectionWidth),
    '--input-left-section-pointer-events': leftSectionPointerEvents,
    '--input-right-section-pointer-events': rightSectionPointerEvents,
  } as CSSProperties;
  // Mantine's order: the given attributes, then what names and announces the control (these win over given ones).
  const control = {
    ...rest,
    required,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    id: idBase,
  };
  const Control = element;
  return (
    <div {...root} {...look} {...mod({ error: Boolean(error) })}>
      {label && (
        <label
          style={{ '--input-label-size': getFontSize(size) } as CSSProperties}
          className={classesOf(part, 'label', classNames, 'InputWrapper')}
          {...look}
          {...mod({ required: isRequired })}
          htmlFor={idBase}
          onMouseDown={keepSelection}
          id={`${idBase}-label`}
        >
          {label}
          {isRequired && (
            <span className={classesOf(part, 'required', classNames, 'InputWrapper')} aria-hidden>
              {' *'}
            </span>
          )}
        </label>
      )}
      {hasDescription && (
        <p
          style={{ '--input-description-size': smaller(size) } as CSSProperties}
          className={classesOf(part, 'description', classNames, 'InputWrapper')}
          {...look}
          id={descriptionId}
        >
          {description}
        </p>
      )}
      <div
        style={wrapperVariables}
        className={classesOf(part, 'wrapper', classNames)}
        data-variant={variant ?? 'default'}
        data-size={dataSize(size)}
        {...mod({
          error: Boolean(error),
          pointer,
          disabled,
          withRightSection: Boolean(rightSection),
          withLeftSection: Boolean(leftSection),
        })}
        dir={dir}
      >
        {leftSection && (
          <div data-position="left" className={classesOf(part, 'section', classNames)}>
            {leftSection}
          </div>
        )}
        <Control
          className={classesOf(part, 'input', classNames)}
          data-variant={variant ?? 'default'}
          {...mod({ disabled, error: Boolean(error) })}
          {...control}
        >
          {children}
        </Control>
        {rightSection && (
          <div data-position="right" className={classesOf(part, 'section', classNames)}>
            {rightSection}
          </div>
        )}
      </div>
      {hasError && (
        <p
          style={{ '--input-error-size': smaller(size) } as CSSProperties}
          className={classesOf(part, 'error', classNames, 'InputWrapper')}
          {...look}
          id={errorId}
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** Mantine's `TextInput`: a labelled `<input>` in the theme's look, with its description and error. */
export function TextInput(props: TextInputProps) {
  const idBase = useId(props.id);
  return drawField(useMantineTheme(), 'TextInput', idBase, props, 'input');
}

/** Mantine's chevron (its `ComboboxChevron`), the select's right section unless told: marked in error as the field. */
function chevron(size: string, error: ReactNode) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: Mantine's icon as it writes it; the select's label names the field
    <svg
      style={{ '--combobox-chevron-size': getSize(size, 'combobox-chevron-size') } as CSSProperties}
      className="m_2943220b mantine-ComboboxChevron-chevron"
      data-size={dataSize(size)}
      data-combobox-chevron
      {...mod({ error })}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** An option as Mantine's data gives it: a value, or `{ value, label, disabled }` (a missing label is the value). */
type Item = string | { value: string; label?: string; disabled?: boolean };

/** An `<option>` as Mantine's NativeSelect parses its data: a bare value is its own label. */
function option(item: Item, key: string | number) {
  if (typeof item !== 'object') return <option key={key} value={item}>{`${item}`}</option>;
  if (!('label' in item)) {
    return (
      <option key={key} value={item.value} disabled={item.disabled}>
        {`${item.value}`}
      </option>
    );
  }
  const { value, label, ...others } = item;
  return (
    <option key={key} value={value} {...others}>
      {label}
    </option>
  );
}

/** Mantine's `NativeSelect`: the browser's own `<select>` in an input's look, a chevron on its right. */
export function NativeSelect({
  data,
  children,
  size = 'sm',
  error,
  rightSection,
  rightSectionPointerEvents = 'none',
  ...props
}: NativeSelectProps) {
  const idBase = useId(props.id);
  const options = (data ?? []).map((item, index) =>
    typeof item === 'object' && 'group' in item ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: Mantine's keys (the data's place), which the data may repeat
      <optgroup key={index} label={item.group}>
        {item.items.map((inner) => option(inner, typeof inner === 'object' ? inner.value : inner))}
      </optgroup>
    ) : (
      option(item, index)
    ),
  );
  // Mantine's select: the pointer cursor, the chevron unless given a right section, clicks let through it unless told.
  const field = {
    ...props,
    size,
    error,
    rightSection: rightSection || chevron(size, error),
    rightSectionPointerEvents,
  };
  return drawField(
    useMantineTheme(),
    'NativeSelect',
    idBase,
    { ...field, pointer: true },
    'select',
    children || options,
  );
}
