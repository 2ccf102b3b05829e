import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
// Radio.Card and Radio.Indicator have stylesheets of their own: without them a size has no border and no dot.
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import type { Painting } from '@shared/schemas/catalogue';
import { IconShoppingBag } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n/hooks';
import paintingMessages from '../../i18n/messages/painting.en.json';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import { FinalSaleNote } from '../ItemDetails/FinalSaleNote';
import { KeptPrice } from '../KeptPrice';
import { LazyNotifyMe } from '../NotifyMe/LazyNotifyMe';
import { Group, Stack, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { NativeSelect } from '../Plain/PlainFields';
import { Radio } from '../Plain/PlainRadio';
import { editionLeft, editionOf } from './edition-badge';
import classes from './PaintingDetail.module.css';
import {
  firstSize,
  LABEL_MESSAGES,
  purchaseButton,
  quantityChoices,
  sizeKey,
  sizeLabel,
  sizeSoldOut,
  stockLabel,
} from './painting-availability';

export interface PurchaseChoice {
  /** The print size's text ('16x20in'), or null for an original. */
  size: string | null;
  quantity: number;
}

interface PaintingPurchaseProps {
  painting: Painting;
  /** Resolves when the add attempt is over: whether it was added. */
  onAdd: (choice: PurchaseChoice) => Promise<unknown>;
  /** The print size the page's URL asks for (`?size=16x20in`: a shared link, a "Notify me" mail); else the first. */
  wantedSize?: string;
  /** Told each print size the shopper chooses (the page keeps it in its URL). */
  onSize?: (size: string) => void;
}

/**
 * Size choice for prints (first preselected), the price block, quantity (1 to 5,
 * only in stock) and the Add to Cart / Sold / Sold Out button.
 */
export function PaintingPurchase({ painting, onAdd, wantedSize, onSize }: PaintingPurchaseProps) {
  const t = useT(paintingMessages);
  const locale = useLocale();
  const sizes = painting.is_original ? [] : painting.available_sizes;
  const [sizeValue, setSizeValue] = useState<string | null>(() => firstSize(painting, wantedSize));
  const [quantity, setQuantity] = useState('1');
  const [adding, setAdding] = useState(false);
  const selected = sizes.find((size) => sizeKey(size) === sizeValue) ?? null;
  // A size whose edition is all sold is sold out, whatever the print's other sizes have.
  const shown = selected && sizeSoldOut(painting, selected) ? { ...painting, in_stock: false } : painting;
  const button = purchaseButton(shown, { adding, sizeChosen: selected !== null });
  const available = stockLabel(shown) === 'In Stock';
  const price = selected ?? painting;
  // A print or piece that may come back (not a sold original): "Notify me", for the chosen print size.
  const mayReturn = !available && !(painting.is_original && painting.is_sold) && shown === painting;
  // No more than the chosen size's edition has left.
  const edition = editionOf(painting, sizeValue);
  const most = edition ? Math.min(painting.stock, editionLeft(edition)) : painting.stock;
  const waitFor =
    sizes.length > 0 ? sizes.map((size) => ({ size: sizeKey(size), color: '' })) : [{ size: '', color: '' }];

  const add = async () => {
    setAdding(true);
    await onAdd({ size: selected ? sizeKey(selected) : null, quantity: Number(quantity) });
    setAdding(false);
  };

  // The size, quantity and Add to Cart: disabled until hydrated.
  return (
    <HydrationGate>
      <Stack gap="lg" className={classes.purchase}>
        {sizes.length > 0 && (
          <Radio.Group
            label={t('painting.chooseSizeTitle')}
            value={sizeValue}
            onChange={(size) => {
              setSizeValue(size);
              onSize?.(size);
            }}
            classNames={{ label: classes.groupLabel }}
          >
            <Stack gap="xs" mt="xs">
              {sizes.map((size) => {
                const soldOut = sizeSoldOut(painting, size);
                return (
                  <Radio.Card
                    key={sizeKey(size)}
                    value={sizeKey(size)}
                    radius={0}
                    className={classes.sizeCard}
                    disabled={soldOut}
                    data-sold-out={soldOut || undefined}
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <Group gap="sm" wrap="nowrap">
                        <Radio.Indicator disabled={soldOut} />
                        <Text fw={600} td={soldOut ? 'line-through' : undefined}>
                          {sizeLabel(size, locale)}
                        </Text>
                      </Group>
                      <Text fw={600} c={soldOut ? 'dimmed' : undefined}>
                        {soldOut ? (
                          t('painting.sizeSoldOut')
                        ) : (
                          <KeptPrice name={`price-${sizeKey(size)}`} item={size} />
                        )}
                      </Text>
                    </Group>
                  </Radio.Card>
                );
              })}
            </Stack>
          </Radio.Group>
        )}

        <div className={classes.priceBlock}>
          <Text className={classes.price}>
            <KeptPrice name="price" item={price} />
          </Text>
          <FinalSaleNote finalSale={painting.finalSale} />
          {painting.is_original ? (
            <Text className={classes.availability} data-available={available || undefined}>
              {t(LABEL_MESSAGES[stockLabel(painting)])}
            </Text>
          ) : (
            <Text c="dimmed" size="sm">
              {selected ? t('painting.size', { size: sizeLabel(selected, locale) }) : t('painting.chooseSize')}
              {!available && ` · ${t(LABEL_MESSAGES[stockLabel(shown)])}`}
            </Text>
          )}
        </div>

        <Group align="flex-end" gap="md" wrap="nowrap">
          {available && (
            <NativeSelect
              label={t('painting.quantity')}
              radius={0}
              value={quantity}
              onChange={(event) => setQuantity(event.currentTarget.value)}
              data={quantityChoices(most).map(String)}
              className={classes.quantity}
              classNames={{ label: classes.groupLabel }}
            />
          )}
          <Button
            size="lg"
            radius={0}
            className={classes.addButton}
            leftSection={available ? <IconShoppingBag size={20} aria-hidden /> : undefined}
            loading={adding}
            disabled={button.disabled}
            onClick={add}
          >
            {t(LABEL_MESSAGES[button.label])}
          </Button>
        </Group>
        {mayReturn && (
          <LazyNotifyMe
            target={{ paintingId: painting.id }}
            options={waitFor}
            initial={selected ? { size: sizeKey(selected), color: '' } : undefined}
          />
        )}
      </Stack>
    </HydrationGate>
  );
}
