import { ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '../Plain/Plain';
import { Paper } from '../Plain/PlainLayout';

interface EmptyTabProps {
  icon: Icon;
  title: string;
  text: string;
  /** The way on (a Start Shopping link). */
  action: ReactNode;
}

/** A profile tab with nothing to list yet (no orders, an empty wishlist): an icon, a title, a line and a way on. */
export function EmptyTab({ icon: TabIcon, title, text, action }: EmptyTabProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xl', sm: 56 }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <TabIcon size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3" mt="sm">
          {title}
        </Title>
        <Text c="dimmed" maw={380}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
