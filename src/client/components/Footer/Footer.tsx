import { IconBrandMastercard, IconBrandVisa, IconCreditCard } from '@tabler/icons-react';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import footerMessages from '../../i18n/messages/footer.en.json';
import giftCardMessages from '../../i18n/messages/gift-card.en.json';
import { Link, usePathname, useSearchStr } from '../../nav/nav';
import { menuLinkOptions } from '../Header/nav-links';
import { ShopNameText } from '../HighlightedText/HighlightedText';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { Group, Stack, Text } from '../Plain/Plain';
import { Container, SimpleGrid } from '../Plain/PlainLayout';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import { StaticPart } from '../StaticPart/StaticPart';
import classes from './Footer.module.css';

const CARDS = [
  { label: 'footer.cardVisa', Icon: IconBrandVisa },
  { label: 'footer.cardMastercard', Icon: IconBrandMastercard },
  { label: 'footer.cardOther', Icon: IconCreditCard },
] as const;

/**
 * The footer as the server drew it: links and text, never hydrated (`StaticPart`). Drawn again in the browser when
 * the address changes (its language switch names this page in the other language; a link to this page is marked
 * current).
 */
export function Footer() {
  // The page's path and query, not its `#` (the skip link's jump draws nothing new).
  const at = `${usePathname()}${useSearchStr()}`;
  return (
    <StaticPart key={at}>
      <FooterContent />
    </StaticPart>
  );
}

function FooterContent() {
  const { shopName, artistName, footerMenu, giftCardsOnSale } = useSettings();
  const t = useT(footerMessages);
  const gift = useT(giftCardMessages);
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={56}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={40}>
          <div>
            <Link to="/" className={classes.brand}>
              <ShopNameText />
            </Link>
            <Text size="sm" mt="sm" className={classes.muted}>
              {t('footer.about', { artistName })}
            </Text>
            <SocialLinks variant="subtle" className={classes.social} mt="md" />
            {giftCardsOnSale && (
              <Text size="sm" mt="md">
                <Link to="/gift-card" className={classes.link}>
                  {gift('giftCard.menu')}
                </Link>
              </Text>
            )}
          </div>
          {footerMenu.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <Text component="h2" className={classes.groupTitle}>
                {group.title}
              </Text>
              <Stack gap={8} mt="md">
                {group.links.map((item) => (
                  <Link key={`${item.label} ${item.href}`} {...menuLinkOptions(item.href)} className={classes.link}>
                    {item.label}
                  </Link>
                ))}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
        <div className={classes.bottom}>
          <Text size="sm" className={classes.muted}>
            {t('footer.rights', { year: new Date().getFullYear(), shopName })}
          </Text>
          <LanguageSwitch className={classes.link} />
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" className={classes.muted}>
              {t('footer.weAccept')}
            </Text>
            {CARDS.map(({ label, Icon }) => (
              <Icon key={label} size={28} stroke={1.5} className={classes.card} aria-label={t(label)} role="img" />
            ))}
          </Group>
        </div>
      </Container>
    </footer>
  );
}
