import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface TabHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The heading of an admin tab, with a line of explanation and optional buttons on the right. */
export function TabHeader({ title, description, actions }: TabHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} maw={640}>
        <Title order={2} fz={{ base: 24, sm: 28 }} fw={700}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
