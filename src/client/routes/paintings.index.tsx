import { Container, Tabs } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import classes from '../components/Paintings/Paintings.module.css';
import { PaintingsHero } from '../components/Paintings/PaintingsHero';
import { PaintingsPanel } from '../components/Paintings/PaintingsPanel';
import {
  PAINTING_TABS,
  type PaintingTab,
  paintingsQuery,
  parsePaintingsSearch,
} from '../components/Paintings/paintings-query';
import { useSettings } from '../features/settings';

export const Route = createFileRoute('/paintings/')({
  validateSearch: parsePaintingsSearch,
  loaderDeps: ({ search }) => ({ tab: (search.tab ?? 'all') as PaintingTab }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(paintingsQuery(deps.tab));
  },
  component: PaintingsScreen,
});

function PaintingsScreen() {
  const { tab = 'all' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const settings = useSettings();
  const descriptions: Record<PaintingTab, string> = {
    all: 'The complete studio: one-of-a-kind originals alongside archival fine art prints.',
    originals: settings.originalsDescription,
    prints: settings.printsDescription,
  };

  return (
    <>
      <PaintingsHero />
      <Container size="xl" pb={96}>
        <Tabs
          value={tab}
          onChange={(value) =>
            void navigate({
              search: value === 'originals' || value === 'prints' ? { tab: value } : {},
              resetScroll: false,
            })
          }
          keepMounted={false}
          className={classes.tabs}
          classNames={{ list: classes.tabList, tab: classes.tab }}
        >
          <Tabs.List>
            {PAINTING_TABS.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PAINTING_TABS.map(({ value }) => (
            <Tabs.Panel key={value} value={value}>
              <PaintingsPanel list={value} description={descriptions[value]} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
    </>
  );
}
