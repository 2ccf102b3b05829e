/* Screens of the visitor's own and the admin use many more components: the whole sheet, in Mantine's layer. */
import '@mantine/core/styles.layer.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import authMessages from '../../i18n/messages/auth.en.json';
import { ShopNameText } from '../HighlightedText/HighlightedText';
import { Stack, Text, Title } from '../Plain/Plain';
import { Container, SimpleGrid } from '../Plain/PlainLayout';
import { ToneZone } from '../ToneZone/ToneZone';
import { AuthPanel, type AuthTab } from './AuthPanel';
import classes from './AuthScreen.module.css';
import { WelcomePanel } from './WelcomePanel';

/** Under the optional background image: near-black, so the dark look applies to the forms too. */
const BACKDROP = '#0a0908';

/**
 * The /auth screen: the Login / Register card over the optional `authBackgroundImage`
 * under a dark gradient, with a welcome side panel on wide screens.
 */
export function AuthScreen({ initialTab = 'login', notice }: { initialTab?: AuthTab; notice?: string }) {
  const { shopName, authBackgroundImage } = useSettings();
  const t = useT(authMessages);
  useDocumentTitle(shopName);
  return (
    <ToneZone background={BACKDROP} component="div" className={classes.root}>
      {authBackgroundImage !== '' && (
        <img src={authBackgroundImage} alt="" width={1920} height={1080} className={classes.background} />
      )}
      <div className={classes.overlay} aria-hidden />
      <Container size="lg" w="100%" py={{ base: 40, md: 88 }} px={{ base: 'md', sm: 'xl' }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 80 }} className={classes.grid}>
          <div className={classes.side}>
            <WelcomePanel />
          </div>
          <Stack align="center" gap="xl">
            <Stack gap={6} align="center" hiddenFrom="md">
              <Title order={1} ta="center" className={classes.mobileTitle}>
                <ShopNameText />
              </Title>
              <Text ta="center" className={classes.welcomeText}>
                {t('auth.mobileWelcome')}
              </Text>
            </Stack>
            <AuthPanel initialTab={initialTab} notice={notice} />
          </Stack>
        </SimpleGrid>
      </Container>
    </ToneZone>
  );
}
