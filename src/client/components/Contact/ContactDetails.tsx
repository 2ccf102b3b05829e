import { ActionIcon, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandPinterest,
  IconBrandTiktok,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSettings } from '../../features/settings';
import { HtmlContent } from '../HtmlContent/HtmlContent';
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

/** Contact information, hours, social links and the wholesale note, each from its settings. */
export function ContactDetails() {
  const settings = useSettings();
  const socials = [
    { label: 'Instagram', url: settings.instagramUrl, Icon: IconBrandInstagram },
    { label: 'TikTok', url: settings.tiktokUrl, Icon: IconBrandTiktok },
    { label: 'Facebook', url: settings.facebookUrl, Icon: IconBrandFacebook },
    { label: 'Pinterest', url: settings.pinterestUrl, Icon: IconBrandPinterest },
  ].filter((social) => social.url.trim() !== '');
  const phoneHref = `tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`;

  return (
    <Stack gap="xl">
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
      <Block title={settings.hoursTitle} icon={<IconClock size={18} aria-hidden />}>
        <HtmlContent content={settings.hoursContent} className={classes.html} />
      </Block>
      {socials.length > 0 && (
        <Block title="Follow Us" icon={<IconBrandInstagram size={18} aria-hidden />}>
          <Group gap="xs">
            {socials.map(({ label, url, Icon }) => (
              <ActionIcon
                key={label}
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                variant="default"
                size="lg"
                radius={0}
              >
                <Icon size={20} aria-hidden />
              </ActionIcon>
            ))}
          </Group>
        </Block>
      )}
      <Block title={settings.wholesaleTitle} icon={<IconTruckDelivery size={18} aria-hidden />}>
        <HtmlContent content={settings.wholesaleContent} className={classes.html} />
      </Block>
    </Stack>
  );
}
