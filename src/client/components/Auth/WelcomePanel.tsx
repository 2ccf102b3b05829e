import { ThemeIcon } from '@mantine/core';
import { IconBrush, IconDiamond, IconLeaf, IconTruckDelivery } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import authMessages from '../../i18n/messages/auth.en.json';
import { Eyebrow } from '../PageHero/PageHero';
import { Text, Title } from '../Plain/Plain';
import { SimpleGrid } from '../Plain/PlainLayout';
import classes from './AuthScreen.module.css';

type Id = keyof typeof authMessages;

interface Feature {
  title: Id;
  line: Id;
  Icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
}

const FEATURES: readonly Feature[] = [
  { title: 'auth.featureDesignsTitle', line: 'auth.featureDesignsLine', Icon: IconBrush },
  { title: 'auth.featureQualityTitle', line: 'auth.featureQualityLine', Icon: IconDiamond },
  { title: 'auth.featureSustainableTitle', line: 'auth.featureSustainableLine', Icon: IconLeaf },
  { title: 'auth.featureShippingTitle', line: 'auth.featureShippingLine', Icon: IconTruckDelivery },
];

/** The side panel of /auth (wide screens only): a welcome and what the shop stands for. */
export function WelcomePanel() {
  const { artistName } = useSettings();
  const t = useT(authMessages);
  return (
    <section className={classes.welcome} aria-labelledby="auth-welcome-title">
      <Eyebrow>{t('auth.membersArea')}</Eyebrow>
      <Title id="auth-welcome-title" order={2} className={classes.welcomeTitle}>
        {t('auth.welcomeBack')}
      </Title>
      <Text className={classes.welcomeText}>{t('auth.welcomeText', { artistName })}</Text>
      <SimpleGrid cols={2} spacing="md" mt={40}>
        {FEATURES.map(({ title, line, Icon }) => (
          <div key={title} className={classes.feature}>
            <ThemeIcon size={44} radius="xl" variant="light" className={classes.featureIcon}>
              <Icon size={22} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Text fw={700} className={classes.featureTitle}>
              {t(title)}
            </Text>
            <Text size="sm" className={classes.featureLine}>
              {t(line)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </section>
  );
}
