import type { ReactNode } from 'react';
import classes from './FactTable.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * A short two-column list of facts (a painting's medium and size, shipping times): a plain table rather than
 * Mantine's `Table`, whose import brings ScrollArea and floating-ui (~19 KiB) into a product page's first load.
 */
export function FactTable({
  facts,
  className,
  labelClassName,
}: {
  facts: readonly Fact[];
  className?: string;
  labelClassName?: string;
}) {
  return (
    <table className={[classes.table, className].filter(Boolean).join(' ')}>
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.label}>
            <th scope="row" className={[classes.label, labelClassName].filter(Boolean).join(' ')}>
              {fact.label}
            </th>
            <td className={classes.value}>{fact.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
