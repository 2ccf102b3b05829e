import { ActionIcon, Group } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandPinterest, IconBrandTiktok } from '@tabler/icons-react';
import { useSettings } from '../../features/settings';
import classes from './Footer.module.css';

/** One icon per social network whose URL setting is set; nothing when none is. */
export function SocialLinks() {
  const settings = useSettings();
  const networks = [
    { label: 'Instagram', url: settings.instagramUrl, Icon: IconBrandInstagram },
    { label: 'TikTok', url: settings.tiktokUrl, Icon: IconBrandTiktok },
    { label: 'Facebook', url: settings.facebookUrl, Icon: IconBrandFacebook },
    { label: 'Pinterest', url: settings.pinterestUrl, Icon: IconBrandPinterest },
  ].filter((network) => network.url.trim() !== '');
  if (networks.length === 0) return null;
  return (
    <Group gap="xs" mt="md">
      {networks.map(({ label, url, Icon }) => (
        <ActionIcon
          key={label}
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          variant="subtle"
          size="lg"
          className={classes.social}
        >
          <Icon size={20} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  );
}
