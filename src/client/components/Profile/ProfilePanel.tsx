import type { ReactNode } from 'react';
import { Text, Title } from '../Plain/Plain';
import { Paper } from '../Plain/PlainLayout';

interface ProfilePanelProps {
  title: string;
  /** One line under the title on what the panel is for. */
  description: string;
  children: ReactNode;
}

/** A framed panel of My Account (Profile, Change Password, Settings). */
export function ProfilePanel({ title, description, children }: ProfilePanelProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {description}
      </Text>
      {children}
    </Paper>
  );
}
