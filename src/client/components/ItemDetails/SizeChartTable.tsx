import { localeTag } from '@shared/locale';
import type { DimensionUnit, SizeChart } from '@shared/schemas/catalogue';
import { useId, useState } from 'react';
import { useLocale, useT } from '../../i18n/hooks';
import detailsMessages from '../../i18n/messages/details.en.json';
import { Group } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import classes from './ItemDetails.module.css';
import { chartCell } from './size-chart';

const UNITS: readonly DimensionUnit[] = ['in', 'cm'];

/**
 * The owner's size chart as a table (caption, a header row of column headings, each row headed by its first
 * cell, a size, kept as written) with an inches / centimetres switch that converts the measurements (`chartCell`).
 */
export function SizeChartTable({ chart }: { chart: SizeChart }) {
  const t = useT(detailsMessages);
  const tag = localeTag(useLocale());
  const [unit, setUnit] = useState<DimensionUnit>(chart.unit);
  const labelId = useId();
  return (
    <div>
      <div className={classes.unitSwitch}>
        <span id={labelId} className={classes.unitLabel}>
          {t('details.unitChoice')}
        </span>
        <Group gap={4} role="group" aria-labelledby={labelId}>
          {UNITS.map((option) => (
            <Button
              key={option}
              size="compact-sm"
              radius={0}
              color="dark"
              variant={option === unit ? 'filled' : 'default'}
              aria-pressed={option === unit}
              onClick={() => setUnit(option)}
            >
              {t(option === 'cm' ? 'details.centimetres' : 'details.inches')}
            </Button>
          ))}
        </Group>
      </div>
      <div className={classes.chartScroll}>
        <table className={classes.chart}>
          <caption className={classes.caption}>{t('details.sizeChartCaption', { unit })}</caption>
          <thead>
            <tr>
              {chart.columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the owner's columns are positions, not identities
                <th key={i} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the owner's rows are positions, not identities
              <tr key={r}>
                {row.map((cell, c) =>
                  // The first cell names the row (a size: '28', 'M'), never a measurement.
                  c === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positions
                    <th key={c} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positions
                    <td key={c}>{chartCell(cell, chart.unit, unit, tag)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
