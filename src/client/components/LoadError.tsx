import type { MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { Text } from './Plain/Plain';

interface LoadErrorProps {
  children: ReactNode;
  py?: MantineSpacing | number;
  /** Light red on dark sections. */
  inverted?: boolean;
}

/** The centred red line that stands in for a list or page that failed to load. */
export function LoadError({ children, py = 'xl', inverted }: LoadErrorProps) {
  return (
    <Text role="alert" ta="center" py={py} c={inverted ? 'red.3' : 'red.7'}>
      {children}
    </Text>
  );
}
