import { Badge, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Content.module.css';

/** The frame of a live preview: what the page will show, sanitised like the storefront does. */
export function Preview({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" className={classes.preview} aria-label="Preview" component="section">
      <Group justify="space-between" className={classes.previewBar}>
        <span className={classes.dots} aria-hidden>
          <i />
          <i />
          <i />
        </span>
        <Badge variant="light" size="sm">
          Live preview
        </Badge>
      </Group>
      <Stack gap="xl" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Stack>
    </Paper>
  );
}
