import { ThemeIcon } from '@mantine/core';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import aboutMessages from '../../i18n/messages/about.en.json';
import { HtmlContent } from '../HtmlContent/HtmlContent';
import { Group, Stack, Text } from '../Plain/Plain';
import { Container, SimpleGrid } from '../Plain/PlainLayout';
import { ButtonLink } from '../RouterLinks';
import { ShopImage } from '../ShopImage/ShopImage';
import { HALF_FROM_MD } from '../ShopImage/sizes';
import { ToneZone } from '../ToneZone/ToneZone';
import classes from './About.module.css';
import { AccentTitle } from './AccentTitle';
import { PROCESS_STEPS, STORY_PARAGRAPHS, VALUES } from './about-copy';

const hasText = (value: string) => value.trim() !== '';

/** Our Story: the studio image beside the story (the aboutStoryContent setting, else the built-in words). */
export function AboutStory() {
  const { aboutStoryTitle, aboutStoryContent, aboutSectionImage, shopName, artistName } = useSettings();
  const t = useT(aboutMessages);
  return (
    <Container size="xl" className={classes.section}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 72 }} className={classes.split}>
        <ShopImage
          src={aboutSectionImage}
          alt={t('about.studioAlt', { shopName })}
          width={1200}
          height={800}
          sizes={HALF_FROM_MD}
        />
        <div>
          <AccentTitle prefix={aboutStoryTitle} accent={t('about.storyAccent')} id="story-title" />
          <div className={classes.copy}>
            {hasText(aboutStoryContent) ? (
              <HtmlContent content={aboutStoryContent} topHeading={3} />
            ) : (
              STORY_PARAGRAPHS.map((id) => <Text key={id}>{t(id, { shopName, artistName })}</Text>)
            )}
          </div>
        </div>
      </SimpleGrid>
    </Container>
  );
}

/** Our Process: Selection, Design, Treatment (or the aboutProcessContent setting), on a dark band. */
export function AboutProcess() {
  const { aboutProcessTitle, aboutProcessContent, aboutSectionImage2 } = useSettings();
  const t = useT(aboutMessages);
  const custom = hasText(aboutProcessContent);
  return (
    <ToneZone background="#0c0c0c" aria-labelledby="process-title">
      <Container size="xl" className={classes.section}>
        <div className={classes.centred}>
          <AccentTitle prefix={aboutProcessTitle} accent={t('about.processAccent')} id="process-title" />
        </div>
        {hasText(aboutSectionImage2) && (
          <div className={classes.processImage}>
            <ShopImage src={aboutSectionImage2} alt={t('about.processAlt')} width={1200} height={600} sizes="100vw" />
          </div>
        )}
        {custom ? (
          <Container size="sm" px={0}>
            <HtmlContent content={aboutProcessContent} inverted topHeading={3} />
          </Container>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={40}>
            {PROCESS_STEPS.map((step, index) => (
              <div key={step.title} className={classes.step}>
                <span className={classes.stepNumber}>{String(index + 1).padStart(2, '0')}</span>
                <Text component="h3" className={classes.stepTitle}>
                  {t(step.title)}
                </Text>
                <Text c="dimmed" mt="xs">
                  {t(step.text)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </ToneZone>
  );
}

/** Our Values: four values (or the aboutValuesContent setting). */
export function AboutValues() {
  const { aboutValuesTitle, aboutValuesContent } = useSettings();
  const t = useT(aboutMessages);
  return (
    <Container size="xl" className={classes.section}>
      <div className={classes.centred}>
        <AccentTitle prefix={aboutValuesTitle} accent={t('about.valuesAccent')} id="values-title" />
      </div>
      {hasText(aboutValuesContent) ? (
        <Container size="sm" px={0}>
          <HtmlContent content={aboutValuesContent} topHeading={3} />
        </Container>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          {VALUES.map(({ title, text, icon: ValueIcon }) => (
            <Stack key={title} gap="sm" className={classes.value}>
              <ThemeIcon size={48} radius={0} variant="light">
                <ValueIcon size={24} aria-hidden />
              </ThemeIcon>
              <Text component="h3" className={classes.stepTitle}>
                {t(title)}
              </Text>
              <Text c="dimmed" size="sm">
                {t(text)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}

/** The closing call to action: Shop Now and Contact Us. */
export function AboutCallToAction() {
  const t = useT(aboutMessages);
  return (
    <ToneZone background="#f4f0ea" aria-labelledby="touch-title">
      <Container size="sm" className={classes.section} ta="center">
        <AccentTitle prefix={t('about.touchPrefix')} accent={t('about.touchAccent')} id="touch-title" />
        <Text c="dimmed" size="lg" mt="md">
          {t('about.touchText')}
        </Text>
        <Group justify="center" gap="md" mt={36}>
          <ButtonLink
            to="/category/$category"
            params={{ category: 'all' }}
            size="lg"
            radius={0}
            className={classes.cta}
          >
            {t('about.shopNow')}
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" radius={0} variant="outline" className={classes.cta}>
            {t('about.contactUs')}
          </ButtonLink>
        </Group>
      </Container>
    </ToneZone>
  );
}
