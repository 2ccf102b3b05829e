import { Group, Text, Title } from '@mantine/core';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import heroMessages from '../../i18n/messages/hero.en.json';
import { HighlightedText } from '../HighlightedText/HighlightedText';
import { ButtonLink } from '../RouterLinks';
import { ResponsiveImg } from '../ShopImage/ResponsiveImg';
import { HERO_SIZES } from '../ShopImage/sizes';
import classes from './Hero.module.css';

/** The home page's first screen: background image under an overlay, title, subtitle and two shop buttons. */
export function Hero() {
  const { heroImage, heroTitle, heroSubtitle } = useSettings();
  const t = useT(heroMessages);
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      {heroImage !== '' && (
        <ResponsiveImg src={heroImage} sizes={HERO_SIZES} alt="" className={classes.image} priority />
      )}
      <div className={classes.overlay} />
      <div className={classes.content}>
        <Title id="hero-title" order={1} className={classes.title}>
          <HighlightedText text={heroTitle} />
        </Title>
        <Text className={classes.subtitle}>{heroSubtitle}</Text>
        <Group justify="center" gap="md" mt={40}>
          <ButtonLink to="/category/$category" params={{ category: 'all' }} size="lg" radius={0}>
            {t('hero.shopClothing')}
          </ButtonLink>
          <ButtonLink to="/paintings" size="lg" radius={0} variant="white" color="dark">
            {t('hero.shopPaintings')}
          </ButtonLink>
        </Group>
      </div>
    </section>
  );
}
