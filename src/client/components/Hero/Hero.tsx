import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import heroMessages from '../../i18n/messages/hero.en.json';
import { useTRPC } from '../../trpc';
import { HighlightedText } from '../HighlightedText/HighlightedText';
import { Group, Text, Title } from '../Plain/Plain';
import { ButtonLink } from '../RouterLinks';
import { ResponsiveImg } from '../ShopImage/ResponsiveImg';
import { HERO_SIZES } from '../ShopImage/sizes';
import { anyPaintingInput } from './any-painting';
import classes from './Hero.module.css';

/**
 * The home page's first screen: background image (none until the owner sets one: a text hero) under an overlay,
 * title, subtitle and the shop buttons (Shop Paintings only in a shop that lists a painting).
 */
export function Hero() {
  const { heroImage, heroTitle, heroSubtitle } = useSettings();
  const t = useT(heroMessages);
  const trpc = useTRPC();
  const paintings = useQuery(trpc.catalogue.paintingPage.queryOptions(anyPaintingInput)).data;
  // Unknown (the query failed): the button shows, as it always did.
  const art = paintings === undefined || paintings.total > 0;
  return (
    <section
      className={heroImage === '' ? `${classes.hero} ${classes.textOnly}` : classes.hero}
      aria-labelledby="hero-title"
    >
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
          {art && (
            <ButtonLink to="/paintings" size="lg" radius={0} variant="white" color="dark">
              {t('hero.shopPaintings')}
            </ButtonLink>
          )}
        </Group>
      </div>
    </section>
  );
}
