import { MantineProvider, Tabs as MantineTabs } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs as PlainTabs } from './PlainTabs';
import { partHtml as html, hydrateServed, theme, themed, unmountHydrated } from './test-plain';

type Props = Record<string, unknown>;
type Parts = ((p: Props) => ReactElement) & {
  List: (p: Props) => ReactElement;
  Tab: (p: Props) => ReactElement;
  Panel: (p: Props) => ReactElement;
};

/** Each library's parts, Mantine's first. */
const MANTINE = MantineTabs as unknown as Parts;
const PLAIN = PlainTabs as unknown as Parts;

const TABS = ['all', 'originals', 'prints'];

/** The tabs as the paintings gallery draws them (`PaintingsGallery`): its list inside a fieldset (its gate). */
function gallery(Tabs: Parts, props: Props) {
  return (
    <Tabs keepMounted={false} onChange={() => {}} {...props}>
      <fieldset>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {value.toUpperCase()}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </fieldset>
      {TABS.map((value) => (
        <Tabs.Panel key={value} value={value}>
          <p>{value} cards</p>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

const CASES: Props[] = [
  { value: 'all', className: 'tabs', classNames: { list: 'tabList', tab: 'tab' } },
  { value: 'prints', className: 'tabs', classNames: { list: 'tabList', tab: 'tab' } },
  { value: 'originals' },
];

describe('the plain Tabs write the HTML of Mantine’s', () => {
  it.each(CASES.map((props) => [JSON.stringify(props), props]))('%s', (_label, props) => {
    expect(html(gallery(PLAIN, props))).toBe(html(gallery(MANTINE, props)));
  });
});

/** The gallery's tabs in the document, their value in state as the address keeps it; what `onChange` was told. */
function Stateful({ told }: { told: string[] }) {
  const [value, setValue] = useState('all');
  return gallery(PLAIN, {
    value,
    onChange: (next: string) => {
      told.push(next);
      setValue(next);
    },
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the plain Tabs work as Mantine’s', () => {
  afterEach(unmountHydrated);

  it('open a tab on a click: its panel shows, the others are empty and hidden', () => {
    const told: string[] = [];
    themed(<Stateful told={told} />);
    fireEvent.click(tab('PRINTS'));
    expect(told).toEqual(['prints']);
    expect(tab('PRINTS').getAttribute('aria-selected')).toBe('true');
    expect(tab('ALL').getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel').textContent).toBe('prints cards');
    expect(tab('PRINTS').getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
  });

  it('open the tab an arrow moves to, round the ends; Home and End move without opening (as Mantine’s keys)', () => {
    const told: string[] = [];
    themed(<Stateful told={told} />);
    act(() => tab('ALL').focus());
    fireEvent.keyDown(tab('ALL'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('ORIGINALS'));
    fireEvent.keyDown(tab('ORIGINALS'), { key: 'End' });
    expect(document.activeElement).toBe(tab('PRINTS'));
    expect(told).toEqual(['originals']);
    fireEvent.keyDown(tab('PRINTS'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('ALL'));
    fireEvent.keyDown(tab('ALL'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('PRINTS'));
    fireEvent.keyDown(tab('PRINTS'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('ALL'));
    expect(told).toEqual(['originals', 'all', 'prints']);
    expect(screen.getByRole('tabpanel').textContent).toBe('prints cards');
  });

  it('hydrate over the server’s HTML with no mismatch, then name each tab’s panel', async () => {
    const { errors, served, hydrated } = await hydrateServed(
      <MantineProvider theme={theme}>{gallery(PLAIN, { value: 'originals' })}</MantineProvider>,
    );
    expect(errors).toEqual([]);
    expect(served).not.toContain('aria-controls');
    expect(hydrated.replace(/ aria-controls="[^"]*"/g, '')).toBe(served);
    expect(hydrated.match(/aria-controls/g)).toHaveLength(3);
  });
});
