import { ThemeIcon } from '@mantine/core';
import { IconBrandInstagram, IconClock, IconMail, IconMapPin, IconPhone, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import contactMessages from '../../i18n/messages/contact.en.json';
import { HtmlContent } from '../HtmlContent/HtmlContent';
import { Group, Stack, Text, Title } from '../Plain/Plain';
import { SocialLinks, useSocialNetworks } from '../SocialLinks/SocialLinks';
import classes from './Contact.module.css';

function Block({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.block}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={36} radius={0} variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} className={classes.blockTitle}>
          {title}
        </Title>
      </Group>
      <div className={classes.blockBody}>{children}</div>
    </div>
  );
}

/** Contact information, hours, social links and the wholesale note, each from its settings (an empty one hidden). */
export function ContactDetails() {
  const settings = useSettings();
  const t = useT(contactMessages);
  const hasSocials = useSocialNetworks().length > 0;
  const phoneHref = `tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`;
  // A block only for what the owner wrote: a new shop has no contact details or hours until they are set.
  const hasContact = Boolean(settings.contactEmail || settings.contactPhone || settings.contactAddress);

  return (
    <Stack gap="xl">
      {hasContact && (
        <Block title={settings.contactInfoTitle} icon={<IconMail size={18} aria-hidden />}>
          <Stack gap={8}>
            {settings.contactEmail && (
              <Group gap="xs" wrap="nowrap">
                <IconMail size={16} aria-hidden className={classes.inlineIcon} />
                <a href={`mailto:${settings.contactEmail}`} className={classes.link}>
                  {settings.contactEmail}
                </a>
              </Group>
            )}
            {settings.contactPhone && (
              <Group gap="xs" wrap="nowrap">
                <IconPhone size={16} aria-hidden className={classes.inlineIcon} />
                <a href={phoneHref} className={classes.link}>
                  {settings.contactPhone}
                </a>
              </Group>
            )}
            {settings.contactAddress && (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconMapPin size={16} aria-hidden className={classes.inlineIcon} />
                <Text component="address" className={classes.address}>
                  {settings.contactAddress}
                </Text>
              </Group>
            )}
          </Stack>
        </Block>
      )}
      {settings.hoursContent && (
        <Block title={settings.hoursTitle} icon={<IconClock size={18} aria-hidden />}>
          <HtmlContent content={settings.hoursContent} className={classes.html} topHeading={3} />
        </Block>
      )}
      {hasSocials && (
        <Block title={t('contact.followUs')} icon={<IconBrandInstagram size={18} aria-hidden />}>
          <SocialLinks variant="default" radius={0} />
        </Block>
      )}
      <Block title={settings.wholesaleTitle} icon={<IconTruckDelivery size={18} aria-hidden />}>
        <HtmlContent content={settings.wholesaleContent} className={classes.html} topHeading={3} />
      </Block>
    </Stack>
  );
}
