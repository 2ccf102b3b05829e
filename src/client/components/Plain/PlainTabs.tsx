import {
  createScopedKeydownHandler,
  getAutoContrastValue,
  getContrastColor,
  getRadius,
  getThemeColor,
  useDirection,
  useMantineTheme,
} from '@mantine/core';
import { createContext, type ReactNode, use } from 'react';
import { useId } from '../../mantine-use-id';
import { useHydrated } from '../../nav/nav';
import { focusClass, UNSTYLED_BUTTON } from './Plain';

/** Mantine's class names for the Tabs' parts (`Tabs.classes`, the default variant); `PlainTabs.test.tsx` checks them. */
const CLASSES = {
  root: 'm_89d60db1 mantine-Tabs-root',
  /** The default variant's list class comes before the caller's, Mantine's own after it. */
  listVariant: 'm_576c9d4',
  list: 'm_89d33d6d mantine-Tabs-list',
  tabVariant: 'm_539e827b',
  tab: 'm_4ec4dce6 mantine-Tabs-tab',
  tabLabel: 'm_42bbd1ae mantine-Tabs-tabLabel',
  panel: 'm_b0c91715 mantine-Tabs-panel',
};

const HORIZONTAL = { 'data-variant': 'default', 'data-orientation': 'horizontal' } as const;

interface TabsContext {
  value: string;
  onChange(value: string): void;
  /** The root's id, which the tabs' and panels' ids start with (`-tab-…`, `-panel-…`), as Mantine's. */
  id: string;
  classNames: { list?: string; tab?: string };
}

const Context = createContext<TabsContext | null>(null);

function useTabs(): TabsContext {
  const tabs = use(Context);
  if (!tabs) throw new Error('Tabs.List, Tabs.Tab and Tabs.Panel go inside Tabs');
  return tabs;
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

interface TabsProps {
  value: string;
  onChange(value: string): void;
  className?: string;
  classNames?: TabsContext['classNames'];
  children: ReactNode;
}

/**
 * Mantine's `Tabs` as the paintings gallery draws them (horizontal, the default variant, the primary colour, only the
 * open tab's panel drawn: `keepMounted={false}`): the HTML Mantine's writes, and its keys (the arrows move to the next
 * tab and open it, round the ends; Home and End). Mantine's brings its Tabs, List and fact tables' file to the
 * gallery's first load (2.7 KiB).
 */
function Tabs({ value, onChange, className, classNames = {}, children }: TabsProps) {
  const theme = useMantineTheme();
  const id = useId();
  const style = {
    '--tabs-radius': getRadius(undefined),
    '--tabs-color': getThemeColor(undefined, theme),
    '--tabs-text-color': getAutoContrastValue(undefined, theme)
      ? getContrastColor({ color: undefined, theme, autoContrast: undefined })
      : undefined,
  } as React.CSSProperties;
  return (
    <Context value={{ value, onChange, id, classNames }}>
      <div style={style} className={join(className, CLASSES.root)} {...HORIZONTAL} id={id}>
        {children}
      </div>
    </Context>
  );
}

function TabsList({ children }: { children: ReactNode }) {
  const { classNames } = useTabs();
  return (
    <div
      className={join(CLASSES.listVariant, classNames.list, CLASSES.list)}
      {...HORIZONTAL}
      role="tablist"
      aria-orientation="horizontal"
    >
      {children}
    </div>
  );
}

function TabsTab({ value, children }: { value: string; children: ReactNode }) {
  const theme = useMantineTheme();
  const { dir } = useDirection();
  const tabs = useTabs();
  // Mantine's names the panel once it is mounted, which the server's HTML never says: after hydration here.
  const hydrated = useHydrated();
  const active = value === tabs.value;
  return (
    <button
      className={join(focusClass(theme), CLASSES.tabVariant, tabs.classNames.tab, CLASSES.tab, UNSTYLED_BUTTON)}
      data-variant="default"
      data-active={active || undefined}
      data-orientation="horizontal"
      type="button"
      role="tab"
      id={`${tabs.id}-tab-${value}`}
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      aria-controls={hydrated ? `${tabs.id}-panel-${value}` : undefined}
      onClick={() => tabs.onChange(value)}
      onKeyDown={createScopedKeydownHandler({
        siblingSelector: '[role="tab"]',
        parentSelector: '[role="tablist"]',
        activateOnFocus: true,
        loop: true,
        orientation: 'horizontal',
        dir,
      })}
    >
      <span className={CLASSES.tabLabel}>{children}</span>
    </button>
  );
}

/** A tab's panel: drawn empty and hidden unless its tab is open. */
function TabsPanel({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabs();
  const active = value === tabs.value;
  return (
    <div
      style={active ? undefined : { display: 'none' }}
      className={CLASSES.panel}
      data-orientation="horizontal"
      role="tabpanel"
      id={`${tabs.id}-panel-${value}`}
      aria-labelledby={`${tabs.id}-tab-${value}`}
    >
      {active ? children : null}
    </div>
  );
}

Tabs.List = TabsList;
Tabs.Tab = TabsTab;
Tabs.Panel = TabsPanel;

export { Tabs };
