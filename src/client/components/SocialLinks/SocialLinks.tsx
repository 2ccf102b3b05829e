import type { MantineSpacing } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandPinterest, IconBrandTiktok } from '@tabler/icons-react';
import { useSettings } from '../../features/settings';
import { Group } from '../Plain/Plain';
import { ActionIcon, type ActionIconProps } from '../Plain/PlainMarks';

/** The social networks whose URL setting is set, in the order the shop shows them. */
export function useSocialNetworks() {
  const settings = useSettings();
  return [
    { label: 'Instagram', url: settings.instagramUrl, Icon: IconBrandInstagram },
    { label: 'TikTok', url: settings.tiktokUrl, Icon: IconBrandTiktok },
    { label: 'Facebook', url: settings.facebookUrl, Icon: IconBrandFacebook },
    { label: 'Pinterest', url: settings.pinterestUrl, Icon: IconBrandPinterest },
  ].filter((network) => network.url.trim() !== '');
}

interface SocialLinksProps {
  variant: ActionIconProps['variant'];
  radius?: ActionIconProps['radius'];
  /** On each icon button. */
  className?: string;
  mt?: MantineSpacing;
}

/** One icon link per social network whose URL setting is set (opening in a new tab); nothing when none is. */
export function SocialLinks({ variant, radius, className, mt }: SocialLinksProps) {
  const networks = useSocialNetworks();
  if (networks.length === 0) return null;
  return (
    <Group gap="xs" mt={mt}>
      {networks.map(({ label, url, Icon }) => (
        <ActionIcon
          key={label}
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          variant={variant}
          size="lg"
          radius={radius}
          className={className}
        >
          <Icon size={20} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  );
}
