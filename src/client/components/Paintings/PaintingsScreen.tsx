import '@mantine/core/styles/Tabs.layer.css';
import { Tabs } from '@mantine/core';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import paintingMessages from '../../i18n/messages/painting.en.json';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import { Container } from '../Plain/PlainLayout';
import { AnchorLink } from '../RouterLinks';
import classes from './Paintings.module.css';
import { PaintingsHero } from './PaintingsHero';
import { PaintingsPanel } from './PaintingsPanel';
import { PAINTING_TABS, type PaintingTab } from './paintings-query';

/** The paintings gallery: All Artwork, Original Paintings and Art Prints as tabs, and the tab's page, in the URL. */
export function PaintingsScreen({
  tab,
  page,
  onTab,
  onPage,
}: {
  tab: PaintingTab;
  page?: number;
  onTab: (tab: PaintingTab) => void;
  onPage: (page: number) => void;
}) {
  const settings = useSettings();
  const t = useT(paintingMessages);
  const descriptions: Record<PaintingTab, string> = {
    all: t('painting.allDescription'),
    originals: settings.originalsDescription,
    prints: settings.printsDescription,
  };

  return (
    <>
      <PaintingsHero />
      <Container size="xl" pb={96}>
        <Tabs
          value={tab}
          onChange={(value) => onTab(value === 'originals' || value === 'prints' ? value : 'all')}
          keepMounted={false}
          className={classes.tabs}
          classNames={{ list: classes.tabList, tab: classes.tab }}
        >
          <HydrationGate>
            <Tabs.List>
              {PAINTING_TABS.map(({ value }) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`painting.tab.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </HydrationGate>
          {PAINTING_TABS.map(({ value }) => (
            <Tabs.Panel key={value} value={value}>
              <PaintingsPanel list={value} description={descriptions[value]} page={page} onPage={onPage} />
            </Tabs.Panel>
          ))}
        </Tabs>
        <AnchorLink to="/paintings/archive" mt="xl" display="inline-block">
          {t('painting.archive.link')}
        </AnchorLink>
      </Container>
    </>
  );
}
