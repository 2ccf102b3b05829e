import { Text, Title } from '@mantine/core';
import classes from './Home.module.css';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
}

/** A centred section title with its subtitle and a short accent rule. */
export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
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
  );
}
