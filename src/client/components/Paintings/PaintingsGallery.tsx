import '@mantine/core/styles/Tabs.layer.css';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import paintingPageMessages from '../../i18n/messages/painting-page.en.json';
import { useSearchOf, useSetSearch } from '../../nav/nav';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import { Tabs } from '../Plain/PlainTabs';
import classes from './Paintings.module.css';
import { PaintingsPanel } from './PaintingsPanel';
import { PAINTING_TABS, type PaintingTab, parseArchiveSearch, parsePaintingsSearch } from './paintings-query';

/**
 * The paintings gallery's tabs (All Artwork, Original Paintings, Art Prints) and the open tab's page of cards, kept
 * current by polling: the tab and the page are in the address, which a tab or a page changes with no page load. An
 * island (issue 45) on the gallery's page, and the app's gallery.
 */
export function PaintingsGallery() {
  const settings = useSettings();
  const t = useT(paintingPageMessages);
  const { tab = 'all', page } = useSearchOf(parsePaintingsSearch);
  const go = useSetSearch();
  const descriptions: Record<PaintingTab, string> = {
    all: t('paintingPage.allDescription'),
    originals: settings.originalsDescription,
    prints: settings.printsDescription,
  };
  return (
    <Tabs
      value={tab}
      onChange={(value) => go(value === 'originals' || value === 'prints' ? { tab: value } : {})}
      className={classes.tabs}
      classNames={{ list: classes.tabList, tab: classes.tab }}
    >
      <HydrationGate>
        <Tabs.List>
          {PAINTING_TABS.map(({ value }) => (
            <Tabs.Tab key={value} value={value}>
              {t(`paintingPage.tab.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </HydrationGate>
      {PAINTING_TABS.map(({ value }) => (
        <Tabs.Panel key={value} value={value}>
          <PaintingsPanel
            list={value}
            description={descriptions[value]}
            page={page}
            onPage={(next) => go(parsePaintingsSearch({ tab, page: next }))}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The archive's cards and pages (issue 43), the page in the address: an island on its page, and the app's archive. */
export function ArchiveGallery() {
  const t = useT(paintingPageMessages);
  const { page } = useSearchOf(parseArchiveSearch);
  const go = useSetSearch();
  return (
    <PaintingsPanel
      list="archive"
      description={t('paintingPage.archive.description')}
      page={page}
      onPage={(next) => go(parseArchiveSearch({ page: next }))}
    />
  );
}
