import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrush, IconDiamond, IconLeaf, IconTruckDelivery } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useSettings } from '../../features/settings';
import { Eyebrow } from '../PageHero/PageHero';
import classes from './AuthScreen.module.css';

interface Feature {
  title: string;
  line: string;
  Icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
}

const FEATURES: readonly Feature[] = [
  { title: 'Unique Designs', line: 'Every piece is bleached by hand, so no two are ever alike.', Icon: IconBrush },
  { title: 'Premium Quality', line: 'Handmade in Canada from 100% cotton, built to last.', Icon: IconDiamond },
  { title: 'Sustainable Fashion', line: 'Small batches and reworked garments mean less waste.', Icon: IconLeaf },
  { title: 'Express Shipping', line: 'Fast, tracked delivery across the US and Canada.', Icon: IconTruckDelivery },
];

/** The side panel of /auth (wide screens only): a welcome and what the shop stands for. */
export function WelcomePanel() {
  const { artistName } = useSettings();
  return (
    <section className={classes.welcome} aria-labelledby="auth-welcome-title">
      <Eyebrow>Members area</Eyebrow>
      <Title id="auth-welcome-title" order={2} className={classes.welcomeTitle}>
        Welcome Back
      </Title>
      <Text className={classes.welcomeText}>
        Sign in to follow your orders, check out faster and be first to see new drops and original paintings by{' '}
        {artistName}.
      </Text>
      <SimpleGrid cols={2} spacing="md" mt={40}>
        {FEATURES.map(({ title, line, Icon }) => (
          <div key={title} className={classes.feature}>
            <ThemeIcon size={44} radius="xl" variant="light" className={classes.featureIcon}>
              <Icon size={22} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Text fw={700} className={classes.featureTitle}>
              {title}
            </Text>
            <Text size="sm" className={classes.featureLine}>
              {line}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </section>
  );
}
