import { IconCheck, IconMinus, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useColorLabel } from '../../features/colour-label';
import { useT } from '../../i18n/hooks';
import productMessages from '../../i18n/messages/product.en.json';
import { SwatchPhoto } from '../Gallery/SwatchPhoto';
import { Group, Text } from '../Plain/Plain';
import { UnstyledButton } from '../Plain/PlainButton';
import { ActionIcon, ColorSwatch } from '../Plain/PlainMarks';
import { type SwatchFace, swatchColor } from '../ProductCard/swatch-colors';
import classes from './ProductDetail.module.css';

interface ChoiceProps {
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** Options that cannot be bought (sold out): shown, struck through and not choosable. */
  soldOut?: ReadonlySet<string>;
}

/** Colour swatches as a radio group; the chosen one carries a check mark, sold-out ones a stroke. */
export function ColorChoice({
  options,
  value,
  onChange,
  soldOut,
  faceOf = (color) => ({ color: swatchColor(color) }),
}: ChoiceProps & { faceOf?: (color: string) => SwatchFace }) {
  const labelId = useId();
  const t = useT(productMessages);
  const colorLabel = useColorLabel();
  return (
    <div>
      <Text className={classes.optionLabel} id={labelId}>
        {t('product.colourLabel')}{' '}
        <span className={classes.optionValue}>{value ? colorLabel(value) : t('product.chooseColour')}</span>
      </Text>
      <Group gap="sm" mt="xs" role="radiogroup" aria-labelledby={labelId}>
        {options.map((color) => {
          const checked = color === value;
          const unavailable = soldOut?.has(color) ?? false;
          const face = faceOf(color);
          return (
            <ColorSwatch
              key={color}
              component="button"
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={unavailable ? t('product.soldOutOption', { option: colorLabel(color) }) : colorLabel(color)}
              title={unavailable ? t('product.soldOutTitle', { option: colorLabel(color) }) : undefined}
              disabled={unavailable}
              color={face.color}
              size={34}
              className={classes.swatch}
              data-checked={checked || undefined}
              data-sold-out={unavailable || undefined}
              onClick={() => onChange(color)}
            >
              <SwatchPhoto src={face.photo} size={34} />
              {checked && <IconCheck size={16} className={classes.swatchCheck} aria-hidden />}
            </ColorSwatch>
          );
        })}
      </Group>
    </div>
  );
}

/** Size buttons as a radio group; sizes sold out (in the chosen colour) are struck through and disabled. */
export function SizeChoice({ options, value, onChange, soldOut }: ChoiceProps) {
  const labelId = useId();
  const t = useT(productMessages);
  return (
    <div>
      <Text className={classes.optionLabel} id={labelId}>
        {t('product.sizeLabel')} <span className={classes.optionValue}>{value || t('product.chooseSize')}</span>
      </Text>
      <Group gap="xs" mt="xs" role="radiogroup" aria-labelledby={labelId}>
        {options.map((size) => {
          const checked = size === value;
          const unavailable = soldOut?.has(size) ?? false;
          return (
            <UnstyledButton
              key={size}
              role="radio"
              aria-checked={checked}
              aria-label={unavailable ? t('product.soldOutOption', { option: size }) : undefined}
              disabled={unavailable}
              className={classes.size}
              data-checked={checked || undefined}
              data-sold-out={unavailable || undefined}
              onClick={() => onChange(size)}
            >
              {size}
            </UnstyledButton>
          );
        })}
      </Group>
    </div>
  );
}

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Highest choice (the stock); unbounded when absent. */
  max?: number;
  disabled?: boolean;
}

/** Quantity with minus and plus; never below 1. */
export function QuantityStepper({ value, onChange, max, disabled }: QuantityStepperProps) {
  const atMax = max !== undefined && value >= max;
  const labelId = useId();
  const t = useT(productMessages);
  return (
    <div>
      <Text className={classes.optionLabel} id={labelId}>
        {t('product.quantity')}
      </Text>
      <Group gap={0} mt="xs" className={classes.stepper} role="group" aria-labelledby={labelId}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          radius={0}
          aria-label={t('product.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        <output className={classes.quantity} aria-live="polite" aria-label={t('product.quantity')}>
          {value}
        </output>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          radius={0}
          aria-label={t('product.increase')}
          disabled={disabled || atMax}
          onClick={() => onChange(value + 1)}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </div>
  );
}
