import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import paintingPageMessages from '../../i18n/messages/painting-page.en.json';
import { PageHero } from '../PageHero/PageHero';
import classes from './Paintings.module.css';

/** Title, subtitle and the optional hero image, all from settings. */
export function PaintingsHero() {
  const t = useT(paintingPageMessages);
  const { paintingsPageTitle, paintingsPageSubtitle, paintingsHeroImage, artistName } = useSettings();
  return (
    <PageHero
      variant="image"
      image={paintingsHeroImage.trim() !== '' ? paintingsHeroImage : undefined}
      eyebrow={t('paintingPage.eyebrow', { artist: artistName })}
      title={paintingsPageTitle}
      titleId="paintings-title"
      className={classes.hero}
    >
      {paintingsPageSubtitle}
    </PageHero>
  );
}
