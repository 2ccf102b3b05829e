import { createFileRoute } from '@tanstack/react-router';
import { AboutCallToAction, AboutProcess, AboutStory, AboutValues } from '../components/About/AboutSections';
import { HighlightedText } from '../components/HighlightedText/HighlightedText';
import { PageHero } from '../components/PageHero/PageHero';
import { useSettings } from '../features/settings';
import { routeHead } from '../head';

export const Route = createFileRoute('/about')({
  loader: () => ({
    page: {
      title: 'About',
      description:
        'The studio behind the shop: hand-bleached clothing, original paintings and art prints, made slowly.',
      path: '/about',
    },
  }),
  head: routeHead,
  component: AboutScreen,
});

function AboutScreen() {
  const { shopName, artistName } = useSettings();
  return (
    <>
      <PageHero
        eyebrow="About"
        large
        title={<HighlightedText text={shopName} />}
        pt={{ base: 56, sm: 96 }}
        pb={{ base: 8, sm: 24 }}
      >
        Hand-bleached clothing, original paintings and art prints by {artistName}. Made slowly, one piece at a time.
      </PageHero>
      <AboutStory />
      <AboutProcess />
      <AboutValues />
      <AboutCallToAction />
    </>
  );
}
