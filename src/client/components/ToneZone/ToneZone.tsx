import { Box, type BoxProps, isLightColor, type MantineTheme, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';
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
 * The zone's text variables by theme and background, shared by every section on the same background: the contrast
 * search is ~1 ms of CPU per section at hydration (×4–8 on a phone), and a page draws several sections on one colour.
 */
const zoneVariables = new WeakMap<MantineTheme, Map<string, Record<string, string>>>();

function readableOn(theme: MantineTheme, background: string): Record<string, string> {
  const byBackground = zoneVariables.get(theme) ?? new Map<string, Record<string, string>>();
  zoneVariables.set(theme, byBackground);
  let variables = byBackground.get(background);
  if (!variables) {
    variables = textVariables(theme, isLightColor(background) ? 'light' : 'dark', [background], ZONE_COLOURS);
    byBackground.set(background, variables);
  }
  return variables;
}

/**
 * A page section on an admin-chosen background: text, dimmed text, borders and
 * Mantine components switch to the light or dark look that reads on it, and text in the
 * brand and status colours takes the shade that reads on this very background (the contrast rule).
 */
export function ToneZone({ background, component = 'section', className, children, ...props }: ToneZoneProps) {
  const tone = isLightColor(background) ? 'light' : 'dark';
  const readable = readableOn(useMantineTheme(), background);
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
