import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Orders.module.css';

/** One titled panel of the order detail (Items, Customer, Payment, Timeline). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Text className={classes.sectionTitle}>{title}</Text>
      {children}
    </Paper>
  );
}
