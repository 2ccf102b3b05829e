import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useColorLabel } from '../../features/colour-label';
import { useT } from '../../i18n/hooks';
import cardMessages from '../../i18n/messages/card.en.json';
import { CloseButton } from '../Plain/PlainButton';
import { VisuallyHidden } from '../Plain/PlainLayout';
import { type ChoosableProduct, initialChoice, soldOutColors, soldOutSizes } from '../ProductDetail/variant-choice';
import classes from './QuickAddChoice.module.css';

interface QuickAddChoiceProps {
  product: ChoosableProduct & { name: string };
  /** Adds one unit of the chosen size and colour. */
  onChoose: (choice: { size: string; color: string }) => void;
  onClose: () => void;
}

interface OptionsProps {
  label: string;
  options: readonly string[];
  soldOut: ReadonlySet<string>;
  chosen?: string;
  labelOf?: (option: string) => string;
  onPick: (option: string) => void;
}

/** One row of choices: sold-out ones stay in the list, struck through, `aria-disabled` and said "Sold out". */
function Options({ label, options, soldOut, chosen, labelOf = (o) => o, onPick }: OptionsProps) {
  const t = useT(cardMessages);
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.header}>{label}</legend>
      <div className={classes.options}>
        {options.map((option) => {
          const out = soldOut.has(option);
          return (
            <button
              key={option}
              type="button"
              className={classes.option}
              aria-disabled={out || undefined}
              aria-pressed={chosen === undefined ? undefined : chosen === option}
              data-option={option}
              onClick={() => {
                if (!out) onPick(option);
              }}
            >
              {labelOf(option)}
              {out && <VisuallyHidden> {t('card.optionSoldOut')}</VisuallyHidden>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Quick Add's choice, in place over the card's image (issue 38, item 4): the colours (when there are several, the
 * first one left chosen) and the sizes (left in that colour), sold-out ones crossed out; the size (or, with one
 * size, the colour) adds. Escape or Close puts it away. Keyboard: focus moves to the first option left.
 */
export function QuickAddChoice({ product, onChoose, onClose }: QuickAddChoiceProps) {
  const t = useT(cardMessages);
  const colorLabel = useColorLabel();
  const [color, setColor] = useState(() => initialChoice(product).color);
  const panel = useRef<HTMLFieldSetElement>(null);
  const choosesColour = product.colors.length > 1;
  const choosesSize = product.sizes.length > 1;
  const size = product.sizes.length === 1 ? (product.sizes[0] ?? '') : '';

  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>('button[data-option]:not([aria-disabled])')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <fieldset
      ref={panel}
      aria-label={t('card.chooseOptions', { name: product.name })}
      className={`${classes.fieldset} ${classes.panel}`}
      onKeyDown={onKeyDown}
    >
      <CloseButton
        size="sm"
        aria-label={t('card.closeChoice')}
        onClick={onClose}
        style={{ position: 'absolute', top: 4, right: 4 }}
      />
      {choosesColour && (
        <Options
          label={t('card.colour')}
          options={product.colors}
          soldOut={soldOutColors(product)}
          chosen={choosesSize ? color : undefined}
          labelOf={colorLabel}
          onPick={(picked) => (choosesSize ? setColor(picked) : onChoose({ size, color: picked }))}
        />
      )}
      {choosesSize && (
        <Options
          label={t('card.size')}
          options={product.sizes}
          soldOut={soldOutSizes(product, color)}
          onPick={(picked) => onChoose({ size: picked, color })}
        />
      )}
    </fieldset>
  );
}
