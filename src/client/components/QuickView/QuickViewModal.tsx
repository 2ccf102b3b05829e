import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Painting, Product } from '@shared/schemas/catalogue';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { usePrice } from '../../features/use-currency';
import { useLocale, useT } from '../../i18n/hooks';
import cardMessages from '../../i18n/messages/card.en.json';
import paintingPageMessages from '../../i18n/messages/painting-page.en.json';
import productMessages from '../../i18n/messages/product.en.json';
import { useTRPC } from '../../trpc';
import { PaintingPurchase } from '../PaintingDetail/PaintingPurchase';
import { sizeLabel } from '../PaintingDetail/painting-availability';
import { paintingQuery } from '../PaintingDetail/painting-query';
import { useAddPainting } from '../PaintingDetail/use-add-painting';
import { Stack, Text } from '../Plain/Plain';
import { Skeleton } from '../Plain/PlainLayout';
import { ProductPurchase, useLocalChoice } from '../ProductDetail/ProductPurchase';
import { choiceFacts, choiceSearch, lowestPrice, type VariantChoice } from '../ProductDetail/variant-choice';
import { RetryAlert } from '../RetryAlert';
import { AnchorLink } from '../RouterLinks';
import { ShopImage } from '../ShopImage/ShopImage';
import classes from './QuickView.module.css';
import type { QuickViewItem } from './quick-view-item';

interface QuickViewModalProps {
  item: QuickViewItem;
  opened: boolean;
  onClose(): void;
}

/** The quick view: the item's main image, price and purchase choices, and a link to its page. */
export function QuickViewModal({ item, opened, onClose }: QuickViewModalProps) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item.name}
      size="56rem"
      fullScreen={narrow}
      // QuickViewButton gives focus back to its button (useReturnFocus).
      returnFocus={false}
      centered
      classNames={{ title: classes.title }}
    >
      {item.kind === 'product' ? (
        <ProductQuickView id={item.id} onClose={onClose} />
      ) : (
        <PaintingQuickView id={item.id} onClose={onClose} />
      )}
    </Modal>
  );
}

interface LayoutProps {
  image: string | null | undefined;
  alt: string;
  /** The item's page (a product's with the size and colour chosen here). */
  details: { to: '/product/$id' | '/paintings/$id'; id: number; search?: { size?: string; color?: string } };
  onClose(): void;
  children: ReactNode;
}

function Layout({ image, alt, details, onClose, children }: LayoutProps) {
  const t = useT(productMessages);
  return (
    <div className={classes.body}>
      <div className={classes.media}>
        <ShopImage src={image} alt={alt} width={800} height={1000} sizes="(max-width: 48em) 320px, 28rem" priority />
      </div>
      <div>
        {children}
        <AnchorLink
          to={details.to}
          params={{ id: String(details.id) }}
          search={details.search ?? {}}
          className={classes.details}
          onClick={onClose}
        >
          {t('product.quickDetails')} <IconArrowRight size={16} aria-hidden />
        </AnchorLink>
      </div>
    </div>
  );
}

function Loading({ isError, onRetry }: { isError: boolean; onRetry(): void }) {
  const t = useT(productMessages);
  if (isError) return <RetryAlert icon role="alert" message={t('product.quickError')} onRetry={onRetry} />;
  return (
    <div className={classes.body} role="status" aria-label={t('product.quickLoading')}>
      <Skeleton height={320} />
      <Stack gap="md">
        <Skeleton height={28} width="40%" />
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={52} />
      </Stack>
    </div>
  );
}

function ProductQuickView({ id, onClose }: { id: number; onClose(): void }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.catalogue.product.queryOptions({ id }));
  const product = query.data;
  if (!product) return <Loading isError={query.isError} onRetry={() => void query.refetch()} />;
  return <ProductQuickViewBody key={product.id} product={product} onClose={onClose} />;
}

/**
 * The product's price and choices; the chosen size and colour stay in the quick view (the page has its URL). A product
 * whose variants cost different prices opens "From" the lowest, as its card says, and shows the chosen variant's price
 * once the shopper chooses.
 */
function ProductQuickViewBody({ product, onClose }: { product: Product; onClose(): void }) {
  const { price } = usePrice();
  const t = useT(cardMessages);
  const [choice, setLocalChoice] = useLocalChoice(product);
  const [chosen, setChosen] = useState(false);
  const setChoice = (next: VariantChoice) => {
    setChosen(true);
    setLocalChoice(next);
  };
  const from = chosen ? null : lowestPrice(product);
  return (
    <Layout
      image={product.imageUrl}
      alt={product.name}
      details={{ to: '/product/$id', id: product.id, search: choiceSearch(choice) }}
      onClose={onClose}
    >
      <Text className={classes.price}>
        {from ? t('card.fromPrice', { price: price(from) }) : price(choiceFacts(product, choice))}
      </Text>
      {product.description && (
        <Text c="dimmed" size="sm" mt="sm" lineClamp={3}>
          {product.description}
        </Text>
      )}
      <ProductPurchase product={product} choice={choice} onChoice={setChoice} onAdded={onClose} />
    </Layout>
  );
}

function PaintingQuickView({ id, onClose }: { id: number; onClose(): void }) {
  const trpc = useTRPC();
  const query = useQuery(paintingQuery(trpc, id));
  const painting = query.data;
  if (!painting) return <Loading isError={query.isError} onRetry={() => void query.refetch()} />;
  return (
    <PaintingQuickViewBody painting={painting} refresh={async () => (await query.refetch()).data} onClose={onClose} />
  );
}

function PaintingQuickViewBody({
  painting,
  refresh,
  onClose,
}: {
  painting: Painting;
  refresh(): Promise<Painting | undefined>;
  onClose(): void;
}) {
  const add = useAddPainting(painting, refresh);
  const t = useT(paintingPageMessages);
  const locale = useLocale();
  return (
    <Layout
      image={painting.image_url || painting.preview_image_url}
      alt={painting.title}
      details={{ to: '/paintings/$id', id: painting.id }}
      onClose={onClose}
    >
      <Text c="dimmed" size="sm">
        {[
          t(painting.is_original ? 'paintingPage.typeOriginal' : 'paintingPage.typePrint'),
          painting.medium,
          sizeLabel(painting.dimensions, locale),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <PaintingPurchase
        key={painting.id}
        painting={painting}
        onAdd={async (choice) => {
          if (await add(choice)) onClose();
        }}
      />
    </Layout>
  );
}
