import { MantineProvider, NativeSelect, TextInput } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactElement, useId, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Plain from './PlainFields';
import { partHtml as html, hydrateServed, theme, themed, unmountHydrated } from './test-plain';

type Props = Record<string, unknown>;
type Part = 'TextInput' | 'NativeSelect';

/** Each part: Mantine's, then the plain one. */
const PARTS = {
  TextInput: [TextInput, Plain.TextInput],
  NativeSelect: [NativeSelect, Plain.NativeSelect],
} as unknown as Record<Part, [(props: Props) => ReactElement, (props: Props) => ReactElement]>;

/**
 * The part's own HTML in the shop's theme (the provider's style tags left out). Ids need no normalising: on the
 * server Mantine's `useId` gives `mantine-` and React's id, as the shop's does (`mantine-use-id.ts`), and each part
 * asks for it where Mantine's InputWrapper does.
 */

const noop = () => {};

/** A class of one's own for the field and for each of its parts (Mantine's `classNames`). */
const SELECTORS = ['root', 'label', 'required', 'description', 'error', 'wrapper', 'input', 'section'];
const CLASSED = { className: 'field', classNames: Object.fromEntries(SELECTORS.map((part) => [part, `own-${part}`])) };
const icon = <svg data-icon="" aria-hidden />;

/** Each case: the props both fields are given; the shop's own first (Newsletter.tsx, in each of its states). */
const TEXT_INPUT: Props[] = [
  { type: 'email', autoComplete: 'email', 'aria-label': 'Email', placeholder: 'you@example.com', size: 'md' },
  ...[
    { value: '', error: null, disabled: false },
    { value: 'ann@example', error: null, disabled: false },
    { value: 'ann@example', error: null, disabled: true },
    { value: 'ann@', error: 'Enter a valid email', disabled: false },
    { value: '', error: null, disabled: true },
  ].map((state) => ({
    type: 'email',
    autoComplete: 'email',
    'aria-label': 'Email address',
    placeholder: 'you@example.com',
    size: 'md',
    radius: 0,
    onChange: noop,
    className: 'input',
    ...state,
  })),
  // What the shop does not use yet, as Mantine draws it.
  {},
  { label: 'Name' },
  { label: <b>Name</b>, description: 'As on your card', placeholder: 'Ann' },
  { label: 'Name', description: 'As on your card', error: 'Required', required: true },
  { label: 'Name', required: true, withAsterisk: false, name: 'name', form: 'f' },
  { label: 'Name', withAsterisk: true, error: true, defaultValue: 'Ann' },
  { label: 'Name', error: <span>Too long</span>, size: 'xs', radius: 'md', variant: 'filled' },
  { label: 'Code', size: 'xl', radius: 12, variant: 'unstyled', disabled: true, readOnly: true },
  { label: 'Code', id: 'code', description: 'Six digits', 'aria-describedby': 'elsewhere', 'aria-invalid': false },
  { 'aria-label': 'Search', leftSection: icon, rightSection: icon, leftSectionWidth: 40, rightSectionWidth: 36 },
  { 'aria-label': 'Search', rightSection: icon, rightSectionPointerEvents: 'auto', leftSectionPointerEvents: 'none' },
  { 'aria-label': 'Search', rightSection: null, pointer: true, dir: 'rtl', type: 'search', inputMode: 'search' },
  { label: 'Name', mt: 'md', w: 200, px: 4, style: { color: 'red' }, className: 'field', 'data-testid': 'name' },
  { label: 'Name', description: 'Hint', error: 'Wrong', required: true, leftSection: icon, ...CLASSED },
  { label: 'Size', size: 40, radius: 'xl', maxLength: 8, autoFocus: false, tabIndex: 0, title: 'Size' },
];

const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

const NATIVE_SELECT: Props[] = [
  // The sort (SortForm.tsx), each order chosen.
  ...['newest', 'price-asc', 'price-desc'].map((value) => ({
    name: 'sort',
    label: 'Sort by',
    radius: 0,
    value,
    data: SORTS,
    onChange: noop,
    className: 'select',
  })),
  // A print's quantity (PaintingPurchase.tsx): up to the stock or the edition's rest.
  ...[
    ['1', ['1', '2', '3', '4', '5']],
    ['3', ['1', '2', '3', '4', '5']],
    ['1', ['1']],
    ['2', ['1', '2']],
  ].map(([value, data]) => ({
    label: 'Quantity',
    radius: 0,
    value,
    onChange: noop,
    data,
    className: 'quantity',
    classNames: { label: 'groupLabel' },
  })),
  // What the shop does not use yet, as Mantine draws it.
  {},
  { data: ['a', 'b'], defaultValue: 'b', 'aria-label': 'Letter', name: 'letter', form: 'f' },
  { label: 'Size', data: ['S', 'M'], error: 'Choose a size', required: true, size: 'lg' },
  { label: 'Size', data: ['S', 'M'], error: true, description: 'Fits small', disabled: true },
  { label: 'Size', data: ['S'], error: <em>No</em>, size: 'xs', radius: 'md', variant: 'filled' },
  { label: 'Size', data: ['S'], variant: 'unstyled', rightSection: icon, rightSectionPointerEvents: 'auto' },
  { label: 'Size', data: ['S'], rightSection: null, rightSectionWidth: 40, leftSection: icon, id: 'size' },
  {
    label: 'Colour',
    data: [
      { value: 'red', label: 'Red', disabled: true },
      { value: 'blue' },
      'green',
      { group: 'Dark', items: ['black', { value: 'navy', label: 'Navy' }, { value: 'grey', disabled: true }] },
    ],
  },
  { label: 'Colour', mb: 'lg', maw: 320, style: { opacity: 0.5 }, className: 'c', classNames: { input: 'i' } },
  { label: 'Colour', size: 'md', withAsterisk: true, 'aria-describedby': 'x', autoComplete: 'off', multiple: false },
];

/** A part drawing a `useId` (inside a field, not the id Mantine's would give it: its Boxes are levels of their own). */
function Id() {
  return <i>{useId()}</i>;
}

/** Renders `name` from each library with `props`. */
function both(name: Part, props: Props) {
  const [Theirs, Ours] = PARTS[name];
  return { theirs: html(<Theirs {...props} />), ours: html(<Ours {...props} />) };
}

describe('plain fields write the HTML of Mantine’s', () => {
  for (const [name, cases] of [
    ['TextInput', TEXT_INPUT],
    ['NativeSelect', NATIVE_SELECT],
  ] as const) {
    it.each(cases.map((props) => [JSON.stringify(props), props]))(`${name} %s`, (_label, props) => {
      const { theirs, ours } = both(name, props);
      expect(ours).toBe(theirs);
    });
  }

  it('a select’s own options in place of data, as Mantine’s', () => {
    const options = [
      <option key="a" value="a">
        A
      </option>,
      <option key="b" value="b">
        B
      </option>,
    ];
    const { theirs, ours } = both('NativeSelect', { label: 'Own', value: 'b', onChange: noop, children: options });
    expect(ours).toBe(theirs);
  });

  it('fields side by side and in a list take the ids Mantine’s would', () => {
    const page = (Field: (props: Props) => ReactElement, more: Props = {}) => (
      <form>
        {['a', 'b'].map((key) => (
          <Field key={key} label={key} error={key === 'b' && 'Wrong'} {...more} />
        ))}
        <Field label="Last" description="Hint" {...more} />
      </form>
    );
    expect(html(page(PARTS.TextInput[1]))).toBe(html(page(PARTS.TextInput[0])));
    const data = { data: ['a', 'b'] };
    expect(html(page(PARTS.NativeSelect[1], data))).toBe(html(page(PARTS.NativeSelect[0], data)));
  });

  it('the shop’s theme gives the inputs no defaults, classes or styles the plain fields would miss', () => {
    const parts = ['Input', 'InputWrapper', 'InputBase', 'TextInput', 'NativeSelect', 'ComboboxChevron'];
    expect(parts.filter((part) => theme.components?.[part])).toEqual([]);
  });
});

/** A controlled field as the shop's are: the value in state, `onChange` telling it (and `told`). */
function Controlled({ part, told, ...props }: Props & { part: Part; told: (value: string) => void }) {
  const Field = PARTS[part][1];
  const [value, setValue] = useState(String(props.value ?? ''));
  return (
    <Field
      {...props}
      value={value}
      onChange={(event: { currentTarget: { value: string } }) => {
        setValue(event.currentTarget.value);
        told(event.currentTarget.value);
      }}
    />
  );
}

/** The `id`s, `for`s and `aria-describedby`s of a page drawn in the browser, where Mantine's ids are random. */
const sameIds = (markup: string) =>
  markup.replace(/ (id|for|aria-describedby)="[^"]*"/g, (attribute) => attribute.replace(/mantine-\w+/g, 'ID'));

describe('plain fields behave as Mantine’s', () => {
  it('a typed value reaches onChange, and the input shows it', () => {
    const told = vi.fn();
    const view = themed(<Controlled part="TextInput" aria-label="Email" type="email" told={told} />);
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'ann@example.com' } });
    expect(told).toHaveBeenCalledWith('ann@example.com');
    expect(input.value).toBe('ann@example.com');
    view.unmount();
  });

  it('a chosen option reaches onChange, and the select shows it; its label names it', () => {
    const told = vi.fn();
    const data = ['1', '2', '3'];
    const view = themed(<Controlled part="NativeSelect" label="Quantity" value="1" data={data} told={told} />);
    const select = screen.getByLabelText('Quantity') as HTMLSelectElement;
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toBe(select);
    expect(select.value).toBe('1');
    fireEvent.change(select, { target: { value: '3' } });
    expect(told).toHaveBeenCalledWith('3');
    expect(select.value).toBe('3');
    view.unmount();
  });

  it('an error is announced with the field: invalid, and described by its message', () => {
    const view = themed(
      <>
        <Plain.TextInput aria-label="Email" error="Enter a valid email" description="We write monthly" />
        <Plain.NativeSelect label="Size" data={['S']} error />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email', description: 'Enter a valid email We write monthly' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBeNull();
    view.unmount();
  });

  it('a disabled field is turned off and left out of its form', () => {
    const view = themed(
      <form data-testid="form">
        <Plain.TextInput aria-label="Email" name="email" defaultValue="ann@example.com" disabled />
        <Plain.NativeSelect aria-label="Sort" name="sort" data={['newest', 'oldest']} disabled />
        <Plain.NativeSelect aria-label="Size" name="size" data={['S', 'M']} defaultValue="M" />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    const select = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
    expect([input.disabled, select.disabled]).toEqual([true, true]);
    for (const control of [input, select]) {
      expect(control.getAttribute('data-disabled')).toBe('true');
      expect(control.parentElement?.getAttribute('data-disabled')).toBe('true');
    }
    // happy-dom's FormData leaves out a disabled input but not a disabled select (a browser leaves out both).
    const form = screen.getByTestId('form') as HTMLFormElement;
    expect([...new FormData(form)].filter(([name]) => name !== 'sort')).toEqual([['size', 'M']]);
    view.unmount();
  });

  it('a form of plain fields sends what a form of Mantine’s sends', () => {
    const fields = (side: 0 | 1) => {
      const [Input, Select] = [PARTS.TextInput[side], PARTS.NativeSelect[side]];
      return (
        <form data-testid={`form-${side}`}>
          <Input aria-label="Email" name="email" defaultValue="ann@example.com" />
          <Input aria-label="Off" name="off" defaultValue="x" disabled />
          <Select label="Sort by" name="sort" data={SORTS} defaultValue="price-asc" />
          <Select label="Quantity" name="quantity" data={['1', '2']} />
        </form>
      );
    };
    const view = themed(
      <>
        {fields(0)}
        {fields(1)}
      </>,
    );
    const sent = (side: number) => [...new FormData(screen.getByTestId(`form-${side}`) as HTMLFormElement)];
    expect(sent(1)).toEqual([
      ['email', 'ann@example.com'],
      ['sort', 'price-asc'],
      ['quantity', '1'],
    ]);
    expect(sent(1)).toEqual(sent(0));
    view.unmount();
  });

  it('in the browser, its look follows its state as Mantine’s does (an error, then off, then back)', () => {
    const states: Props[] = [
      { value: '', error: null, disabled: false },
      { value: 'ann@', error: 'Enter a valid email', disabled: false },
      { value: 'ann@example.com', error: null, disabled: true },
      { value: '', error: true, disabled: false },
    ];
    for (const name of ['TextInput', 'NativeSelect'] as const) {
      const [Theirs, Ours] = PARTS[name];
      const page = (props: Props) => (
        <MantineProvider theme={theme}>
          <div data-testid="theirs">
            <Theirs label="Field" data={['', 'ann@', 'ann@example.com']} onChange={noop} {...props} />
          </div>
          <div data-testid="ours">
            <Ours label="Field" data={['', 'ann@', 'ann@example.com']} onChange={noop} {...props} />
          </div>
        </MantineProvider>
      );
      const view = render(page(states[0] as Props));
      for (const state of states) {
        view.rerender(page(state));
        const inner = (side: string) => sameIds(screen.getByTestId(side).innerHTML);
        expect(inner('ours')).toBe(inner('theirs'));
      }
      view.unmount();
    }
  });

  it('a double click on the label does not select its text; a single one is left alone', () => {
    const view = themed(<Plain.NativeSelect label="Quantity" data={['1']} />);
    const label = screen.getByText('Quantity');
    // fireEvent answers false when the event's default was prevented.
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false);
    view.unmount();
  });

  it('hands its ref the control (the input, the select)', () => {
    const input = createRef<HTMLInputElement>();
    const select = createRef<HTMLSelectElement>();
    const view = themed(
      <>
        <Plain.TextInput aria-label="Email" ref={input} />
        <Plain.NativeSelect aria-label="Sort" data={['a']} ref={select} />
      </>,
    );
    expect(input.current?.tagName).toBe('INPUT');
    expect(select.current?.tagName).toBe('SELECT');
    view.unmount();
  });
});

/** A page of the shop's kind: the newsletter's field and the two selects, drawn with the plain fields. */
function Page() {
  return (
    <MantineProvider theme={theme}>
      <form method="get">
        <Plain.NativeSelect name="sort" label="Sort by" radius={0} value="newest" data={SORTS} onChange={noop} />
      </form>
      <Plain.TextInput
        type="email"
        aria-label="Email"
        size="md"
        radius={0}
        value="ann@"
        onChange={noop}
        error="Enter a valid email"
      />
      <Plain.NativeSelect label="Quantity" radius={0} value="2" onChange={noop} data={['1', '2', '3']} required />
      <Plain.TextInput label={<Id />} description={<Id />} leftSection={<Id />} error={<Id />} />
    </MantineProvider>
  );
}

describe('plain fields in the browser', () => {
  afterEach(unmountHydrated);

  it('hydrate the server’s HTML without a mismatch, the ids the server drew kept (theirs and their parts’)', async () => {
    const { errors, served, hydrated } = await hydrateServed(<Page />);
    expect(errors).toEqual([]);
    expect(hydrated).toBe(served);
    const quantity = screen.getByRole('combobox', { name: 'Quantity' }) as HTMLSelectElement;
    expect(quantity.value).toBe('2');
    expect(screen.getByRole('textbox', { name: 'Email', description: 'Enter a valid email' })).toBeDefined();
  });
});
