import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import aboutMessages from '../../i18n/messages/about.en.json';
import { ShopNameText } from '../HighlightedText/HighlightedText';
import { PageHero } from '../PageHero/PageHero';
import { AboutCallToAction, AboutProcess, AboutStory, AboutValues } from './AboutSections';

/** The about page: the shop and the artist, the story, the process, the values. */
export function AboutScreen() {
  const { artistName } = useSettings();
  const t = useT(aboutMessages);
  return (
    <>
      <PageHero
        eyebrow={t('about.eyebrow')}
        large
        title={<ShopNameText />}
        pt={{ base: 56, sm: 96 }}
        pb={{ base: 8, sm: 24 }}
      >
        {t('about.heroText', { artistName })}
      </PageHero>
      <AboutStory />
      <AboutProcess />
      <AboutValues />
      <AboutCallToAction />
    </>
  );
}
