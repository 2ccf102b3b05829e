import { Container, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import classes from '../components/About/About.module.css';
import { AboutCallToAction, AboutProcess, AboutStory, AboutValues } from '../components/About/AboutSections';
import { HighlightedText } from '../components/HighlightedText/HighlightedText';
import { useSettings } from '../features/settings';

export const Route = createFileRoute('/about')({
  component: AboutScreen,
});

function AboutScreen() {
  const { shopName, artistName } = useSettings();
  return (
    <>
      <Container size="md" className={classes.hero}>
        <Text className={classes.eyebrow}>About</Text>
        <Title order={1} className={classes.heroTitle}>
          <HighlightedText text={shopName} />
        </Title>
        <Text className={classes.heroText}>
          Hand-bleached clothing, original paintings and art prints by {artistName}. Made slowly, one piece at a time.
        </Text>
      </Container>
      <AboutStory />
      <AboutProcess />
      <AboutValues />
      <AboutCallToAction />
    </>
  );
}
