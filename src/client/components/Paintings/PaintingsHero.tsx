import { Container, Text, Title } from '@mantine/core';
import { useSettings } from '../../features/settings';
import { ShopImage } from '../ShopImage/ShopImage';
import classes from './Paintings.module.css';

/** Title, subtitle and the optional hero image, all from settings. */
export function PaintingsHero() {
  const { paintingsPageTitle, paintingsPageSubtitle, paintingsHeroImage, artistName } = useSettings();
  const hasImage = paintingsHeroImage.trim() !== '';
  return (
    <section className={classes.hero} data-image={hasImage || undefined} aria-labelledby="paintings-title">
      {hasImage && <ShopImage src={paintingsHeroImage} alt="" width={1920} height={800} fill priority />}
      <div className={classes.heroShade} aria-hidden />
      <Container size="md" className={classes.heroContent}>
        <Text className={classes.eyebrow}>The studio of {artistName}</Text>
        <Title id="paintings-title" order={1} className={classes.heroTitle}>
          {paintingsPageTitle}
        </Title>
        <Text className={classes.heroSubtitle}>{paintingsPageSubtitle}</Text>
      </Container>
    </section>
  );
}
