import { useSettings } from '../../features/settings';
import { HighlightedText } from '../HighlightedText/HighlightedText';
import { PageHero } from '../PageHero/PageHero';
import { AboutCallToAction, AboutProcess, AboutStory, AboutValues } from './AboutSections';

/** The about page: the shop and the artist, the story, the process, the values. */
export function AboutScreen() {
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
