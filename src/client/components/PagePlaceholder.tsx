import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PagePlaceholderProps {
  title: ReactNode;
  children: ReactNode;
}

/** A plain screen with a heading and a short line, for screens whose full design comes later. */
export function PagePlaceholder({ title, children }: PagePlaceholderProps) {
  return (
    <Container size="md" py={{ base: 48, sm: 80 }}>
      <Title order={1} mb="md">
        {title}
      </Title>
      <Text c="dimmed" size="lg">
        {children}
      </Text>
    </Container>
  );
}
