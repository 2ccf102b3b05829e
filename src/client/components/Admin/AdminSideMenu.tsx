import { NavLink, Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ADMIN_TAB_GROUPS, ADMIN_TABS, type AdminTabGroup, type AdminTabId } from '../../features/admin/tabs';
import classes from './AdminPanel.module.css';
import { TAB_ICONS } from './tab-icons';

type Tab = (typeof ADMIN_TABS)[number];
const groupOf = (tab: Tab): AdminTabGroup | undefined => ('group' in tab ? tab.group : undefined);

/** The menu's entries in order: a tab, or a group standing where its first tab would, holding all its tabs. */
const ENTRIES: ({ tab: Tab } | { group: AdminTabGroup; tabs: Tab[] })[] = [];
for (const tab of ADMIN_TABS) {
  const group = groupOf(tab);
  const entry = group && ENTRIES.find((e) => 'group' in e && e.group === group);
  if (entry && 'tabs' in entry) entry.tabs.push(tab);
  else ENTRIES.push(group ? { group, tabs: [tab] } : { tab });
}

/** The desktop side menu: one button per tab, the storefront's content tabs folded under "Online store". */
export function AdminSideMenu({ tab, select }: { tab: AdminTabId; select: (next: AdminTabId) => void }) {
  const current = ADMIN_TABS.find((t) => t.id === tab);
  const currentGroup = current && groupOf(current);
  const [open, setOpen] = useState<AdminTabGroup | undefined>(currentGroup);
  // Showing a tab of a group (a link, the back button) opens that group.
  useEffect(() => {
    if (currentGroup) setOpen(currentGroup);
  }, [currentGroup]);

  const item = (t: Tab) => {
    const Icon = TAB_ICONS[t.id];
    return (
      <NavLink
        key={t.id}
        component="button"
        label={t.label}
        leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
        active={t.id === tab}
        aria-current={t.id === tab ? 'page' : undefined}
        onClick={() => select(t.id)}
        className={classes.navLink}
      />
    );
  };

  return (
    <nav aria-label="Admin">
      <Stack gap={2}>
        {ENTRIES.map((entry) => {
          if ('tab' in entry) return item(entry.tab);
          const opened = open === entry.group;
          return (
            <NavLink
              key={entry.group}
              component="button"
              label={ADMIN_TAB_GROUPS[entry.group]}
              leftSection={<IconBuildingStore size={18} stroke={1.6} aria-hidden />}
              opened={opened}
              onChange={(next) => setOpen(next ? entry.group : undefined)}
              aria-expanded={opened}
              childrenOffset={14}
              className={classes.navLink}
            >
              {entry.tabs.map(item)}
            </NavLink>
          );
        })}
      </Stack>
    </nav>
  );
}
