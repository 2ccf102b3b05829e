import type { TitleOrder } from '@mantine/core';
import { Title } from '../Plain/Plain';
import classes from './About.module.css';

interface AccentTitleProps {
  /** The editable prefix ('Our'). */
  prefix: string;
  /** The fixed word in the accent colour ('Story'). */
  accent: string;
  order?: TitleOrder;
  id?: string;
}

/** A section title whose last word is set in the primary colour. */
export function AccentTitle({ prefix, accent, order = 2, id }: AccentTitleProps) {
  return (
    <Title order={order} id={id} className={classes.sectionTitle}>
      {prefix.trim() !== '' && `${prefix.trim()} `}
      <span className={classes.accent}>{accent}</span>
    </Title>
  );
}
