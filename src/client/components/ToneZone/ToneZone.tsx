import { Box, type BoxProps, isLightColor } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ToneZone.module.css';

interface ToneZoneProps extends BoxProps {
  /** The section's background colour (a site setting); text and components follow its lightness. */
  background: string;
  component?: 'section' | 'div';
  children: ReactNode;
  'aria-labelledby'?: string;
}

/**
 * A page section on an admin-chosen background: text, dimmed text, borders and
 * Mantine components switch to the light or dark look that reads on it.
 */
export function ToneZone({ background, component = 'section', className, children, ...props }: ToneZoneProps) {
  const tone = isLightColor(background) ? 'light' : 'dark';
  return (
    <Box
      component={component}
      bg={background}
      data-mantine-color-scheme={tone}
      data-tone={tone}
      className={[classes.zone, className].filter(Boolean).join(' ')}
      {...props}
    >
      {children}
    </Box>
  );
}
