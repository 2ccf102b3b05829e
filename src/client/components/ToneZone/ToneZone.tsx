import { Box, type BoxProps, isLightColor, useMantineTheme } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { textVariables } from '../../theme';
import classes from './ToneZone.module.css';

interface ToneZoneProps extends BoxProps {
  /** The section's background colour (a site setting); text and components follow its lightness. */
  background: string;
  component?: 'section' | 'div';
  children: ReactNode;
  'aria-labelledby'?: string;
}

/** The colours drawn as text in sections: the brand's, statuses and errors. */
const ZONE_COLOURS = ['brand', 'secondary', 'gray', 'red', 'green', 'teal', 'orange', 'yellow'] as const;

/**
 * A page section on an admin-chosen background: text, dimmed text, borders and
 * Mantine components switch to the light or dark look that reads on it, and text in the
 * brand and status colours takes the shade that reads on this very background (the contrast rule).
 */
export function ToneZone({ background, component = 'section', className, children, ...props }: ToneZoneProps) {
  const tone = isLightColor(background) ? 'light' : 'dark';
  const theme = useMantineTheme();
  const readable = useMemo(() => textVariables(theme, tone, [background], ZONE_COLOURS), [theme, tone, background]);
  return (
    <Box
      component={component}
      bg={background}
      style={readable}
      data-mantine-color-scheme={tone}
      data-tone={tone}
      className={[classes.zone, className].filter(Boolean).join(' ')}
      {...props}
    >
      {children}
    </Box>
  );
}
