import type { ReactNode } from 'react';
import { Text, Title } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { ToneZone } from '../ToneZone/ToneZone';
import classes from './Home.module.css';

interface HomeSectionProps {
  /** The heading's id, which names the section (`aria-labelledby`). */
  id: string;
  /** The section's background colour (its setting). */
  background: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** A home page section on its background: a centred title with its subtitle and a short accent rule, then its body. */
export function HomeSection({ id, background, title, subtitle, children }: HomeSectionProps) {
  return (
    <ToneZone background={background} aria-labelledby={id}>
      <Container size="xl" className={classes.section}>
        <div className={classes.heading}>
          <Title id={id} order={2} className={classes.title}>
            {title}
          </Title>
          <span className={classes.rule} aria-hidden />
          {subtitle && (
            <Text c="dimmed" size="lg" mt="sm">
              {subtitle}
            </Text>
          )}
        </div>
        {children}
      </Container>
    </ToneZone>
  );
}
