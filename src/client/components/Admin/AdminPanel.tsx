/* Screens of the visitor's own and the admin use many more components: the whole sheet, in Mantine's layer. */
import '@mantine/core/styles.layer.css';
import { Box, Container, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ADMIN_TABS, type AdminTabId, isAdminTab } from '../../features/admin/tabs';
import { useSettings } from '../../features/settings';
import classes from './AdminPanel.module.css';
import { AdminSideMenu } from './AdminSideMenu';
import { AdminTabContent } from './AdminTabContent';
import { LogoutButton } from './LogoutButton';
import { TAB_ICONS } from './tab-icons';

/** The admin panel: a side menu on desktop, a tab strip on small screens; the tab lives in the URL. */
export function AdminPanel({ tab }: { tab: AdminTabId }) {
  const { shopName } = useSettings();
  const navigate = useNavigate();
  const label = ADMIN_TABS.find((t) => t.id === tab)?.label ?? 'Dashboard';
  useDocumentTitle(`${label} · Admin · ${shopName}`);

  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Keep the selected tab of the small-screen strip in view (horizontally only).
    const list = strip.current;
    const active = list?.querySelector<HTMLElement>(`[data-tab="${tab}"]`);
    if (list && active) list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [tab]);

  const select = (next: AdminTabId) =>
    void navigate({ to: '/admin', search: next === 'dashboard' ? {} : { tab: next } });

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }} className={classes.root}>
      <div className={classes.layout}>
        <Box component="aside" visibleFrom="md" className={classes.sidebar}>
          <Paper withBorder radius="md" p="xs" className={classes.sidebarInner}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs" pb={6} className={classes.eyebrow}>
              Admin
            </Text>
            <AdminSideMenu tab={tab} select={select} />
            <div className={classes.sidebarFooter}>
              <LogoutButton fullWidth />
            </div>
          </Paper>
        </Box>

        <Stack gap="md" className={classes.main}>
          <Box hiddenFrom="md">
            <Group justify="space-between" mb={6}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.eyebrow}>
                Admin
              </Text>
              <LogoutButton />
            </Group>
            <Tabs value={tab} onChange={(value) => isAdminTab(value) && select(value)} variant="pills">
              <Tabs.List ref={strip} className={classes.strip} aria-label="Admin sections">
                {ADMIN_TABS.map((item) => {
                  const Icon = TAB_ICONS[item.id];
                  return (
                    <Tabs.Tab
                      key={item.id}
                      value={item.id}
                      data-tab={item.id}
                      leftSection={<Icon size={16} aria-hidden />}
                    >
                      {item.label}
                    </Tabs.Tab>
                  );
                })}
              </Tabs.List>
            </Tabs>
          </Box>
          <div className={classes.content}>
            <AdminTabContent tab={tab} />
          </div>
        </Stack>
      </div>
    </Container>
  );
}
