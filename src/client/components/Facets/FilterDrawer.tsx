import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { Drawer } from '@mantine/core';
import { useT } from '../../i18n/hooks';
import facetMessages from '../../i18n/messages/facets.en.json';
import listCountMessages from '../../i18n/messages/list-count.en.json';
import { Button } from '../Plain/PlainButton';
import { FacetPanel, type FacetPanelProps } from './FacetPanel';
import classes from './Facets.module.css';

/**
 * The facets in a drawer (phones): each choice updates the list behind it and the counts in it; "Show N items"
 * closes it on the list. Loaded on the first tap of "Filter (n)", so no page's first load carries it.
 */
export function FilterDrawer({
  opened,
  onClose,
  total,
  ...panel
}: FacetPanelProps & { opened: boolean; onClose: () => void; total: number | null }) {
  const t = useT(facetMessages);
  const tc = useT(listCountMessages);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size="min(100%, 360px)"
      padding="lg"
      title={t('facets.title')}
      classNames={{ body: classes.drawerBody }}
    >
      <FacetPanel {...panel} titled={false} />
      <div className={classes.drawerFooter}>
        <Button fullWidth radius={0} onClick={onClose} disabled={total === null}>
          {tc('listCount.show', { count: total ?? 0 })}
        </Button>
      </div>
    </Drawer>
  );
}
