import { IconEye } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useReturnFocus } from '../../features/focus-return';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import cardMessages from '../../i18n/messages/card.en.json';
import { Button } from '../Plain/PlainButton';
import classes from './QuickView.module.css';
import type { QuickViewItem } from './quick-view-item';

/** The modal and what it shows load on the first click: the storefront's first load carries none of it. */
const QuickViewModal = lazy(() => import('./QuickViewModal').then((module) => ({ default: module.QuickViewModal })));

interface QuickViewButtonProps {
  item: QuickViewItem;
  /** The card has a Quick Add bar along the image's bottom: sit above it. */
  raised?: boolean;
}

/**
 * A card's "Quick view" (the `enableQuickView` setting): shown on hover or keyboard focus where there is a
 * pointer that hovers, always on touch and narrow screens; it opens the item's quick view in a modal.
 */
export function QuickViewButton({ item, raised }: QuickViewButtonProps) {
  const { enableQuickView } = useSettings();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useReturnFocus(opened);
  const t = useT(cardMessages);
  if (!enableQuickView) return null;
  return (
    <>
      <Button
        size="xs"
        radius="xl"
        variant="white"
        color="dark"
        className={classes.button}
        data-raised={raised || undefined}
        leftSection={<IconEye size={14} aria-hidden />}
        aria-label={t('card.quickViewOf', { name: item.name })}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        {t('card.quickView')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <QuickViewModal item={item} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
