import { useSettings } from '../../features/settings';
import { PageHero } from '../PageHero/PageHero';
import classes from './Paintings.module.css';

/** Title, subtitle and the optional hero image, all from settings. */
export function PaintingsHero() {
  const { paintingsPageTitle, paintingsPageSubtitle, paintingsHeroImage, artistName } = useSettings();
  return (
    <PageHero
      variant="image"
      image={paintingsHeroImage.trim() !== '' ? paintingsHeroImage : undefined}
      eyebrow={`The studio of ${artistName}`}
      title={paintingsPageTitle}
      titleId="paintings-title"
      className={classes.hero}
    >
      {paintingsPageSubtitle}
    </PageHero>
  );
}
